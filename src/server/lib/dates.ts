export const toIso = (d: Date) => d.toISOString();
export const toIsoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null);
