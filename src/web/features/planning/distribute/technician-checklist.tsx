import { Checkbox } from '@web/components/ui/checkbox';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';

/** Whom Distribute may plan for: a checkbox per technician. */
export function TechnicianChecklist({
  technicians,
  value,
  onChange,
  error,
}: {
  technicians: readonly { id: string; name: string }[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const t = useT(planningMessages);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((selected) => selected !== id));
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('distribute.technicians')}</legend>
      <div className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-1 sm:grid-cols-2">
        {technicians.map((technician) => {
          const id = `distribute-technician-${technician.id}`;
          return (
            <label
              key={technician.id}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-muted/60"
            >
              <Checkbox
                id={id}
                checked={value.includes(technician.id)}
                onCheckedChange={(checked) => toggle(technician.id, checked === true)}
              />
              <span className="min-w-0 truncate">{technician.name}</span>
            </label>
          );
        })}
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
