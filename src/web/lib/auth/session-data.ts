/**
 * What holds a person's data in memory (the query cache, which the signed-in workspace creates)
 * registers here; a sign-in, a sign-out or a session's end clears it, so the next person on the
 * device never sees the last one's data. A registry rather than the query client itself: the
 * sign-in page does not load TanStack Query (ADR 69).
 */
const clearers = new Set<() => void>();

export function registerSessionData(clear: () => void): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

export function clearSessionData(): void {
  clearers.forEach((clear) => clear());
}
