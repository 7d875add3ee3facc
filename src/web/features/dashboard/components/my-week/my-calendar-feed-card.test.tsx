import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { MyCalendarFeedCard } from './my-calendar-feed-card';

const ME = buildSessionUser({ role: 'technician' });
const FEED = `/api/planning/${ME.id}/calendar-feed`;

describe('a technician’s own calendar feed (issue 26 §5)', () => {
  it('issues the address of their own feed and shows it once to copy', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.userId, ME.id);
    const path = `/api/planning/${ME.id}.ics?token=secret-token`;
    const { calls } = stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
      [`GET ${FEED}`]: () => jsonResponse(200, { active: false, createdAt: null }),
      [`POST ${FEED}`]: () => jsonResponse(201, { url: path, createdAt: '2026-12-02T10:00:00.000Z' }),
    });
    renderWithApp(<MyCalendarFeedCard />);

    const card = await screen.findByRole('region', { name: "My week in my phone's calendar" });
    await userEvent.click(await within(card).findByRole('button', { name: 'Issue calendar feed' }));
    const address = await within(card).findByLabelText('Calendar feed address');
    expect((address as HTMLInputElement).value).toBe(`${window.location.origin}${path}`);
    expect(calls.some((call) => call.method === 'POST' && call.url === FEED)).toBe(true);
  });
});
