import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { pickerSearch } from './picker-search';

const parts = [
  { partNumber: 'BRG-6205', name: 'Deep groove ball bearing' },
  { partNumber: 'GSK-100', name: 'Impeller gasket' },
];
const text = (part: (typeof parts)[number]) => [part.partNumber, part.name];

describe('pickerSearch', () => {
  it('online: asks the server with the term', async () => {
    const { calls } = stubFetch({ 'GET /api/parts': () => jsonResponse(200, [parts[1]]) });
    expect(await pickerSearch('/api/parts', ' gasket ', 20, text)).toEqual([parts[1]]);
    expect(calls[0]?.url).toBe('/api/parts?limit=20&q=gasket');
  });

  it('offline with an uncached term: filters the list the picker opened with', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch({
      'GET /api/parts': ({ url }) =>
        url.includes('q=')
          ? jsonResponse(503, { error: 'UNAVAILABLE', message: 'You are offline' })
          : jsonResponse(200, parts),
    });
    expect(await pickerSearch('/api/parts', 'GASKET', 20, text)).toEqual([parts[1]]);
  });

  it('online, a failure stays a failure', async () => {
    stubFetch({ 'GET /api/parts': () => jsonResponse(500, { error: 'INTERNAL', message: 'x' }) });
    await expect(pickerSearch('/api/parts', 'x', 20, text)).rejects.toThrow('500');
  });
});
