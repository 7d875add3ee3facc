/** The line and limit colours of a meter chart, shared by the chart (lazy) and its HTML legend. */
export const LINE_COLOUR = 'var(--primary)';
export const LIMIT_COLOUR = 'var(--destructive)';
