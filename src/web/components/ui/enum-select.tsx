import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/**
 * A select over a fixed set of values (type, priority). Takes the id and aria props that
 * FormField hands its child, so the label names the trigger.
 */
export function EnumSelect<T extends string>({
  value,
  onChange,
  options,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
}) {
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        const option = options.find(([candidate]) => candidate === next);
        if (option) onChange(option[0]);
      }}
    >
      <SelectTrigger {...field}>
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
