import type { PublicProfile } from '@shared/schemas/profiles';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { formatFullName } from '@web/lib/formatting';

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
  const people = technicians ?? [];
  const isListed = value === '' || people.some((person) => person.id === value);
  return (
    <Select
      value={value || UNASSIGNED}
      onValueChange={(next) => onChange(next === UNASSIGNED ? '' : next)}
      disabled={disabled}
    >
      <SelectTrigger {...field}>
        <SelectValue placeholder="Unassigned" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={UNASSIGNED}>Unassigned</SelectItem>
        {isListed ? null : <SelectItem value={value}>{currentName ?? 'Current assignee'}</SelectItem>}
        {people.map((person) => (
          <SelectItem key={person.id} value={person.id}>
            {formatFullName(person)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
