import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { createWebhookEndpointSchema, type WebhookEndpointWithSecret } from '@shared/schemas/webhooks';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { firstMessageByField } from '@web/lib/schema-form';
import { useCreateWebhookEndpoint, useWebhookEventTypes } from '../api/webhooks';
import { webhooksMessages } from '../messages';

const FIELDS = ['url', 'description', 'eventTypes'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/** "Add endpoint": where to, which events, and whether a receiver on the plant's own network is allowed. */
export function AddEndpointDialog({
  onCreated,
}: {
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const t = useT(webhooksMessages);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [allEvents, setAllEvents] = useState(true);
  const [types, setTypes] = useState<string[]>([]);
  const [allowPrivateNetwork, setAllowPrivateNetwork] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const eventTypes = useWebhookEventTypes();
  const create = useCreateWebhookEndpoint();

  const reset = () => {
    setUrl('');
    setDescription('');
    setAllEvents(true);
    setTypes([]);
    setAllowPrivateNetwork(false);
    setErrors({});
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookEndpointSchema.safeParse({
      url,
      description,
      eventTypes: allEvents ? ['*'] : types,
      allowPrivateNetwork,
    });
    if (!parsed.success) {
      setErrors(firstMessageByField(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (endpoint) => {
        setOpen(false);
        reset();
        onCreated(endpoint);
      },
    });
  };

  const toggle = (type: string, checked: boolean) =>
    setTypes((current) => (checked ? [...current, type] : current.filter((chosen) => chosen !== type)));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {t('add.title')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label={t('add.url')} error={errors.url}>
            <Input
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder={t('add.urlPlaceholder')}
              inputMode="url"
            />
          </FormField>
          <FormField label={t('add.descriptionLabel')} error={errors.description}>
            <Input
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder={t('add.descriptionPlaceholder')}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('add.events')}</legend>
            <div className="flex items-center gap-2">
              <Checkbox
                id="webhook-all-events"
                checked={allEvents}
                onCheckedChange={(checked) => setAllEvents(checked === true)}
              />
              <Label htmlFor="webhook-all-events">{t('add.allEvents')}</Label>
            </div>
            {allEvents ? null : (
              <div className="grid max-h-56 grid-cols-1 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
                {(eventTypes.data ?? []).map((type) => (
                  <div key={type} className="flex items-center gap-2">
                    <Checkbox
                      id={`webhook-type-${type}`}
                      checked={types.includes(type)}
                      onCheckedChange={(checked) => toggle(type, checked === true)}
                    />
                    <Label htmlFor={`webhook-type-${type}`} className="font-mono text-xs">
                      {type}
                    </Label>
                  </div>
                ))}
              </div>
            )}
            {errors.eventTypes ? <p className="text-sm text-destructive">{errors.eventTypes}</p> : null}
          </fieldset>
          <div className="grid gap-2">
            <div className="flex items-center gap-2">
              <Checkbox
                id="webhook-allow-private"
                checked={allowPrivateNetwork}
                onCheckedChange={(checked) => setAllowPrivateNetwork(checked === true)}
              />
              <Label htmlFor="webhook-allow-private">{t('add.allowPrivate')}</Label>
            </div>
            {allowPrivateNetwork ? (
              <p className="text-sm text-muted-foreground">{t('add.allowPrivateHint')}</p>
            ) : null}
          </div>
          {create.error ? (
            <Alert variant="destructive" title={errorMessage(create.error, t('add.failed'))} />
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {t('add.title')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
