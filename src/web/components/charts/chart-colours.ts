/**
 * The ink every chart draws its frame with. All of it is a theme variable (styles/tokens.css),
 * never a fixed colour, so a chart reads the same in the light and the dark theme and follows a
 * switch without a redraw. Series take their colours from the same tokens (a feature's
 * SERIES_FILLS).
 */
export const CHART_INK = {
  text: 'var(--muted-foreground)',
  grid: 'var(--border)',
  /** The band a bar chart shades under the pointer. */
  cursor: 'var(--muted)',
  /** Outlines that separate slices and dots from one another: the card behind them. */
  surface: 'var(--card)',
  /** Targets and limits drawn across a chart. */
  reference: 'var(--foreground)',
} as const;
