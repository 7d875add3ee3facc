import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import {
  buildRecommendations,
  buildSlowQueries,
  buildSlowRequests,
  buildSummary,
} from '../components/admin-test-fixtures';
import PerformancePage from './performance-page';

/** The Performance Dashboard's tests share these: the page with every call answered, and finders. */

export const SUMMARY = '/api/admin/performance/summary';

export function renderPerformancePage(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('manager')),
    [`GET ${SUMMARY}`]: () => jsonResponse(200, buildSummary()),
    'GET /api/admin/performance/slow-requests': () => jsonResponse(200, buildSlowRequests()),
    'GET /api/admin/performance/slow-queries': () => jsonResponse(200, buildSlowQueries()),
    'GET /api/admin/performance/recommendations': () => jsonResponse(200, buildRecommendations()),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<PerformancePage />, { path: '/admin/performance' }) };
}

export const card = (name: string) => screen.getByRole('group', { name });
export const region = (name: string) => screen.getByRole('region', { name });
/** The figure beside a label of a FigureList. */
export const figure = (area: HTMLElement, label: string) =>
  within(area).getByText(label).nextElementSibling as HTMLElement;
export const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

/** A phone-wide window: useIsMobile answers true. */
export function pretendPhoneWidth() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}
