import type { CategoryAxis } from './cartesian-chart';

/**
 * The names down the side of a rows chart: the whole name where there is room, the short code
 * on a phone; the tooltip and the table give both.
 */
export function namedCategory<D>({
  label,
  key,
  name,
  code,
  isNarrow,
}: {
  label: string;
  key: (datum: D) => string;
  name: (datum: D) => string;
  /** An asset or part number, shown muted beside the name. */
  code?: (datum: D) => string;
  isNarrow: boolean;
}): CategoryAxis<D> {
  return {
    label,
    id: key,
    tick: (datum) => (isNarrow && code ? code(datum) : name(datum)),
    name: (datum) => (code ? `${name(datum)} ${code(datum)}` : name(datum)),
    tooltipTitle: code
      ? (datum) => (
          <>
            {name(datum)} <span className="font-normal text-muted-foreground">{code(datum)}</span>
          </>
        )
      : undefined,
    width: isNarrow ? 88 : 176,
    maxTickLength: isNarrow ? 12 : 36,
  };
}
