import type { PublicProfile } from '@shared/schemas/profiles';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { formatFullName } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { peopleMessages } from './messages';

// Radix Select keeps '' for "no value", so "Unassigned" needs a value of its own.
const UNASSIGNED = 'unassigned';

/** Technicians of the warehouse; '' means unassigned. */
export function AssigneeSelect({
  value,
  onChange,
  technicians,
  currentName,
  disabled,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  value: string;
  onChange: (assignedTo: string) => void;
  technicians: readonly PublicProfile[] | undefined;
  /** Shown while the list loads, or when the assignee is not a technician (a supervisor, say). */
  currentName?: string | null;
  disabled?: boolean;
}) {
  const t = useT(peopleMessages);
  const people = technicians ?? [];
  const isListed = value === '' || people.some((person) => person.id === value);
  return (
    <Select
      value={value || UNASSIGNED}
      onValueChange={(next) => onChange(next === UNASSIGNED ? '' : next)}
      disabled={disabled}
    >
      <SelectTrigger {...field}>
        <SelectValue placeholder={t('unassigned')} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={UNASSIGNED}>{t('unassigned')}</SelectItem>
        {isListed ? null : <SelectItem value={value}>{currentName ?? t('currentAssignee')}</SelectItem>}
        {people.map((person) => (
          <SelectItem key={person.id} value={person.id}>
            {formatFullName(person)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
