/** A search term as an ILIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;
