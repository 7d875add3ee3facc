import { Badge } from '@web/components/ui/badge';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';

/** Planned or not: unplanned stops are the failures MTBF counts. */
export function PlannedField({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="grid gap-1">
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox id={id} checked={checked} onCheckedChange={(next) => onChange(next === true)} />
        <Label htmlFor={id} className="cursor-pointer leading-snug">
          Planned stop
        </Label>
      </div>
      <p className="text-xs text-muted-foreground">
        Unplanned stops count as failures in the reliability figures.
      </p>
    </div>
  );
}

export function PlannedBadge({ planned }: { planned: boolean }) {
  return <Badge variant={planned ? 'secondary' : 'warning'}>{planned ? 'Planned' : 'Unplanned'}</Badge>;
}
