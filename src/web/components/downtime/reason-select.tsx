import type { DowntimeReason } from '@shared/schemas/downtime';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { byPosition } from './list-downtime-reasons';
import { useT } from '@web/lib/i18n/use-t';
import { downtimeMessages } from './messages';

/**
 * The organization's active reasons in their order. A record that already has a retired
 * reason shows it, marked, but it is not offered: new and corrected downtime takes an active one.
 */
export function ReasonSelect({
  value,
  onChange,
  reasons,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: string;
  onChange: (code: string) => void;
  reasons: readonly DowntimeReason[] | undefined;
}) {
  const t = useT(downtimeMessages);
  const options = byPosition(reasons ?? []).filter((reason) => reason.active || reason.code === value);
  return (
    <Select value={value} onValueChange={onChange} disabled={!reasons}>
      <SelectTrigger {...field}>
        <SelectValue placeholder={reasons ? t('reason.choose') : t('reason.loading')} />
      </SelectTrigger>
      <SelectContent>
        {options.map((reason) => (
          <SelectItem key={reason.code} value={reason.code} disabled={!reason.active}>
            {reason.active ? reason.label : t('reason.retired', { label: reason.label })}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
