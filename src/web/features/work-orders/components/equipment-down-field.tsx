import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../messages';

/** "Equipment down" on a new order: the chosen equipment stopped, and its downtime starts with the order. */
export function EquipmentDownField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT(workOrdersMessages);
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/40 px-3 py-2 sm:col-span-2">
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id="equipment-down"
          checked={checked}
          onCheckedChange={(next) => onChange(next === true)}
          aria-describedby="equipment-down-hint"
        />
        <Label htmlFor="equipment-down" className="cursor-pointer leading-snug">
          {t('down.label')}
        </Label>
      </div>
      <p id="equipment-down-hint" className="pb-1 text-xs text-muted-foreground">
        {t('down.hint')}
      </p>
    </div>
  );
}
