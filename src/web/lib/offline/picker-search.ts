import { apiRequest } from '../api-client';

/**
 * A picker's search (`{path}?limit=N&q=…`). Offline, a search term the device never sent has
 * no cached answer: the picker then filters the list it opened with (cached when the app
 * warmed up, ADR 30) on the device, so a technician can still pick a part or an asset.
 */
export async function pickerSearch<T>(
  path: string,
  q: string,
  limit: number,
  text: (item: T) => readonly (string | null | undefined)[],
): Promise<T[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  const term = q.trim();
  if (term) query.set('q', term);
  try {
    return await apiRequest<T[]>(`${path}?${query.toString()}`);
  } catch (error) {
    if (navigator.onLine || !term) throw error;
    const opened = await apiRequest<T[]>(`${path}?limit=${limit}`);
    const needle = term.toLowerCase();
    return opened.filter((item) => text(item).some((value) => value?.toLowerCase().includes(needle)));
  }
}
