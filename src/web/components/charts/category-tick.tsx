import type { CategoryAxis } from './cartesian-chart';
import { AXIS_TICK } from './chart-parts';

/** A category's tick with a second, smaller line under it where the category has a note. */
export function CategoryTick<D>({
  x,
  y,
  payload,
  data,
  category,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { index: number };
  data: readonly D[];
  category: CategoryAxis<D>;
}) {
  const datum = payload ? data[payload.index] : undefined;
  if (datum === undefined) return null;
  const note = category.tickNote?.(datum);
  return (
    <g transform={`translate(${Number(x)},${Number(y)})`}>
      <text textAnchor="middle" dy={12} style={AXIS_TICK}>
        {category.tick(datum)}
      </text>
      {note ? (
        <text textAnchor="middle" dy={26} style={{ ...AXIS_TICK, fontSize: 11, fontStyle: 'italic' }}>
          {note}
        </text>
      ) : null}
    </g>
  );
}
