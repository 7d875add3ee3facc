import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/** The period in a `?days=` parameter when it is one of `periods`, else `fallback`. */
export function parsePeriod<T extends number>(periods: readonly T[], value: string | null, fallback: T): T {
  return periods.find((days) => String(days) === value) ?? fallback;
}

/** A "Last N days" select over a fixed list of periods (dashboard, PM compliance). */
export function PeriodSelect<T extends number>({
  value,
  periods,
  labelOf,
  onChange,
  ariaLabel,
  className,
  align,
}: {
  value: T;
  periods: readonly T[];
  labelOf: (days: T) => string;
  onChange: (days: T) => void;
  ariaLabel: string;
  className?: string;
  align?: 'start' | 'end';
}) {
  return (
    <Select value={String(value)} onValueChange={(next) => onChange(parsePeriod(periods, next, value))}>
      <SelectTrigger aria-label={ariaLabel} className={className ?? 'w-44'}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent align={align}>
        {periods.map((days) => (
          <SelectItem key={days} value={String(days)}>
            {labelOf(days)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
