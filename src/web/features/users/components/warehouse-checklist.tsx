import type { Warehouse } from '@shared/schemas/profiles';
import { Checkbox } from '@web/components/ui/checkbox';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n/use-t';
import { usersMessages } from '../messages';

export function WarehouseChecklist({
  warehouses,
  value,
  onChange,
  error,
}: {
  warehouses: Warehouse[] | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const t = useT(usersMessages);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((selected) => selected !== id));
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('list.warehouses')}</legend>
      {warehouses ? (
        <div className="grid gap-1 rounded-md border p-1 sm:grid-cols-2">
          {warehouses.map((warehouse) => {
            const id = `warehouse-${warehouse.id}`;
            return (
              <label
                key={warehouse.id}
                htmlFor={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-muted/60"
              >
                <Checkbox
                  id={id}
                  checked={value.includes(warehouse.id)}
                  onCheckedChange={(checked) => toggle(warehouse.id, checked === true)}
                />
                <span className="min-w-0 truncate">{warehouse.name}</span>
                <span className="ml-auto font-mono text-xs text-muted-foreground">{warehouse.code}</span>
              </label>
            );
          })}
        </div>
      ) : (
        <Skeleton className="h-11" />
      )}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
