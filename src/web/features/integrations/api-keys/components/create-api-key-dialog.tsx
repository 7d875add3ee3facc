import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { API_KEY_SCOPES, type ApiKeyScope } from '@shared/permissions';
import { createApiKeySchema, type CreatedApiKey } from '@shared/schemas/api-keys';
import type { Warehouse } from '@shared/schemas/profiles';
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
import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { firstMessageByField } from '@web/lib/schema-form';
import { useCreateApiKey } from '../api/api-keys';
import { apiKeysMessages } from '../messages';
import { SCOPE_DESCRIPTIONS } from './scope-descriptions';

const FIELDS = ['name', 'warehouseId', 'scopes'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/** "Create API key": a name, the one warehouse it works in, and what it may do. */
export function CreateApiKeyDialog({
  warehouses,
  defaultWarehouseId,
  onCreated,
}: {
  warehouses: Warehouse[];
  defaultWarehouseId: string;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const t = useT(apiKeysMessages);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [warehouseId, setWarehouseId] = useState(defaultWarehouseId);
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateApiKey();

  const reset = () => {
    setName('');
    setWarehouseId(defaultWarehouseId);
    setScopes(['read']);
    setErrors({});
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name, warehouseId, scopes });
    if (!parsed.success) {
      setErrors(firstMessageByField(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setOpen(false);
        reset();
        onCreated(created);
      },
    });
  };

  const toggle = (scope: ApiKeyScope, checked: boolean) =>
    setScopes((current) => (checked ? [...current, scope] : current.filter((s) => s !== scope)));

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
          {t('create.title')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label={t('create.name')} error={errors.name} hint={t('create.nameHint')}>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('create.namePlaceholder')}
            />
          </FormField>
          <FormField label={t('create.warehouse')} error={errors.warehouseId}>
            <EnumSelect
              value={warehouseId}
              onChange={setWarehouseId}
              options={warehouses.map((warehouse) => [warehouse.id, warehouse.name] as const)}
            />
          </FormField>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{t('scopes')}</legend>
            {API_KEY_SCOPES.map((scope) => (
              <div key={scope} className="flex items-start gap-3">
                <Checkbox
                  id={`api-key-scope-${scope}`}
                  className="mt-0.5"
                  checked={scopes.includes(scope)}
                  onCheckedChange={(checked) => toggle(scope, checked === true)}
                  aria-describedby={`api-key-scope-${scope}-hint`}
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={`api-key-scope-${scope}`}>{t(SCOPE_DESCRIPTIONS[scope].label)}</Label>
                  <p id={`api-key-scope-${scope}-hint`} className="text-sm text-muted-foreground">
                    {t(SCOPE_DESCRIPTIONS[scope].description)}
                  </p>
                </div>
              </div>
            ))}
            {errors.scopes ? <p className="text-sm text-destructive">{errors.scopes}</p> : null}
          </fieldset>
          {create.error ? (
            <Alert variant="destructive" title={errorMessage(create.error, t('create.failed'))} />
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {t('create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
