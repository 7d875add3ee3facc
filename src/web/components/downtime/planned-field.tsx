import { Badge } from '@web/components/ui/badge';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { useT } from '@web/lib/i18n/use-t';
import { downtimeMessages } from './messages';

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
  const t = useT(downtimeMessages);
  return (
    <div className="grid gap-1">
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox id={id} checked={checked} onCheckedChange={(next) => onChange(next === true)} />
        <Label htmlFor={id} className="cursor-pointer leading-snug">
          {t('field.planned')}
        </Label>
      </div>
      <p className="text-xs text-muted-foreground">{t('planned.hint')}</p>
    </div>
  );
}

export function PlannedBadge({ planned }: { planned: boolean }) {
  const t = useT(downtimeMessages);
  return (
    <Badge variant={planned ? 'secondary' : 'warning'}>
      {planned ? t('planned.badge') : t('unplanned.badge')}
    </Badge>
  );
}
