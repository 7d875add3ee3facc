import type { ReactNode } from 'react';

/**
 * One figure a chart gives for each of its data: a column of its table alternative and a row of
 * its tooltip, worded once so the two never disagree.
 */
export interface ChartFigure<D> {
  key: string;
  /** The column header and the tooltip row's name: "Labour", "Response time". */
  label: string;
  /** Added to the column header when the figures do not carry it themselves: "ms", "USD". */
  unit?: string;
  /** The figure as the reader reads it, in their locale: "$1,200", "12.5 %", "No data". */
  text: (datum: D) => string;
  /** The swatch beside the tooltip row: the series' colour, or the datum's own. */
  colour?: string | ((datum: D) => string);
}

/** A figure that is drawn too: `value` places it, `colour` paints it (a theme variable). */
export interface ChartSeries<D> extends ChartFigure<D> {
  value: (datum: D) => number | null;
  colour: string;
}

/** How each datum is named: the row header of the table and the title of the tooltip. */
export interface ChartNaming<D> {
  /** The header of the naming column: "Month", "Equipment". */
  label: string;
  /** "January 2026", "Hydraulic Press". */
  name: (datum: D) => string;
  /** A richer tooltip title than the name (the name with its code beside it). */
  tooltipTitle?: (datum: D) => ReactNode;
}

/** A target or a limit drawn across the plot. */
export interface ChartReference {
  key: string;
  value: number;
  /** The value axis it is measured on, when a chart has more than one. */
  axis?: string;
  colour: string;
  opacity?: number;
  /** Widens the axis so a limit outside the data still shows. */
  extendsAxis?: boolean;
}

export function colourOf<D>(figure: ChartFigure<D>, datum: D): string | undefined {
  return typeof figure.colour === 'function' ? figure.colour(datum) : figure.colour;
}

/** The tooltip's rows for a datum: every figure, in the table's order. */
export function tooltipRows<D>(figures: readonly ChartFigure<D>[], datum: D) {
  return figures.map((figure) => ({
    key: figure.key,
    label: figure.label,
    value: figure.text(datum),
    colour: colourOf(figure, datum),
  }));
}
