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
import { firstMessageByField } from '@web/lib/schema-form';
import { useCreateApiKey } from '../api/api-keys';
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
          Create API key
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Create API key</DialogTitle>
          <DialogDescription>
            The key acts for you, in one warehouse, with at most the scopes you tick and never more than your
            own role allows.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField
            label="Name"
            error={errors.name}
            hint="Who uses it, so you know what stops if you revoke it."
          >
            <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="ERP sync" />
          </FormField>
          <FormField label="Warehouse" error={errors.warehouseId}>
            <EnumSelect
              value={warehouseId}
              onChange={setWarehouseId}
              options={warehouses.map((warehouse) => [warehouse.id, warehouse.name] as const)}
            />
          </FormField>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Scopes</legend>
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
                  <Label htmlFor={`api-key-scope-${scope}`}>{SCOPE_DESCRIPTIONS[scope].label}</Label>
                  <p id={`api-key-scope-${scope}-hint`} className="text-sm text-muted-foreground">
                    {SCOPE_DESCRIPTIONS[scope].description}
                  </p>
                </div>
              </div>
            ))}
            {errors.scopes ? <p className="text-sm text-destructive">{errors.scopes}</p> : null}
          </fieldset>
          {create.error ? (
            <Alert variant="destructive" title={errorMessage(create.error, 'The key could not be created')} />
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              Create key
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
