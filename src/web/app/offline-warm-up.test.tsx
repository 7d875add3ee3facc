import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVendorOptions } from '@web/components/vendors/vendor-options';
import { listPmTemplates } from '@web/features/preventive/api/list-pm-templates';
import { getNextFoNumber } from '@web/features/work-orders/api/get-next-fo-number';
import { searchEquipment } from '@web/features/work-orders/api/search-equipment';
import { searchParts } from '@web/features/work-orders/api/search-parts';
import { fetchMyProfile } from '@web/lib/auth/auth-api';
import { warmOfflineReads } from '@web/lib/offline-reads';
import { jsonResponse, stubFetch, type RecordedCall } from '@web/test/fetch-stub';

/**
 * The service worker's cache matches on URL, so a warm-up read only helps offline if it is
 * byte for byte the URL the dialog asks for later. This holds lib/offline-reads.ts to the
 * URLs the features' own query functions build.
 */
function stubEveryRead(): { calls: RecordedCall[] } {
  const answer = (call: RecordedCall) =>
    jsonResponse(200, call.url.includes('next-fo-number') ? { foNumber: 'FO-0001' } : []);
  return stubFetch(
    Object.fromEntries(
      ['equipment', 'work-orders/next-fo-number', 'vendors', 'parts', 'pm-templates', 'profiles/me'].map(
        (path) => [`GET /api/${path}`, answer],
      ),
    ),
  );
}

async function urlsTheDialogsRequest(): Promise<string[]> {
  const { calls } = stubEveryRead();
  await searchEquipment('');
  await getNextFoNumber();
  await searchParts('');
  await listPmTemplates();
  await fetchMyProfile(new AbortController().signal);
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const vendors = renderHook(() => useVendorOptions(), { wrapper });
  await waitFor(() => expect(vendors.result.current.isSuccess).toBe(true));
  return calls.map((call) => call.url).sort();
}

describe('offline warm-up', () => {
  it('requests exactly the URLs the create dialogs request', async () => {
    const expected = await urlsTheDialogsRequest();
    const { calls } = stubEveryRead();
    await warmOfflineReads();
    expect(calls.map((call) => call.url).sort()).toEqual(expected);
  });
});
