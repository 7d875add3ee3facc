import type { DowntimeReason } from '@shared/schemas/downtime';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { byPosition } from './list-downtime-reasons';

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
  const options = byPosition(reasons ?? []).filter((reason) => reason.active || reason.code === value);
  return (
    <Select value={value} onValueChange={onChange} disabled={!reasons}>
      <SelectTrigger {...field}>
        <SelectValue placeholder={reasons ? 'Choose a reason' : 'Loading reasons…'} />
      </SelectTrigger>
      <SelectContent>
        {options.map((reason) => (
          <SelectItem key={reason.code} value={reason.code} disabled={!reason.active}>
            {reason.active ? reason.label : `${reason.label} (retired)`}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
