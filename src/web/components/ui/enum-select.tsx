import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/**
 * A select over fixed choices, each `[value, label]` (type, priority, a report's filter). Takes
 * the id and aria props FormField hands its child, so the visible label names the trigger.
 * Values must not be '' (Radix keeps '' for "nothing chosen"): give "any" a value of its own.
 */
export function EnumSelect<T extends string>({
  value,
  onChange,
  options,
  className,
  disabled,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
  className?: string;
  disabled?: boolean;
}) {
  return (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        const option = options.find(([candidate]) => candidate === next);
        if (option) onChange(option[0]);
      }}
    >
      <SelectTrigger {...field} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map(([option, label]) => (
          <SelectItem key={option} value={option}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
