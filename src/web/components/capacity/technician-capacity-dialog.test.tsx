import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { DEFAULT_WORKING_HOURS } from '@shared/planning/capacity';
import type { TimeOffEntry } from '@shared/schemas/planning';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
const ANA = { id: '6a1d7b0e-0000-4000-8000-0000000000a1', name: 'Ana Lopez' };
import { TechnicianCapacityDialog } from './technician-capacity-dialog';

const BASE = `/api/users/${ANA.id}`;
const FEED = `/api/planning/${ANA.id}/calendar-feed`;

/** As en-GB writes the stretch, thin spaces around the dash. */
const HOLIDAY_DAYS = /^2\s–\s4 Dec 2026$/;

const HOLIDAY: TimeOffEntry = {
  id: '6a1d7b0e-0000-4000-8000-0000000000f1',
  userId: ANA.id,
  from: '2026-12-02',
  to: '2026-12-04',
  hours: null,
  reason: 'Holiday',
  createdAt: '2026-11-20T09:00:00.000Z',
};

function renderDialog(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    [`GET ${BASE}/working-hours`]: () => jsonResponse(200, DEFAULT_WORKING_HOURS),
    [`GET ${BASE}/time-off`]: () => jsonResponse(200, [HOLIDAY]),
    [`GET ${FEED}`]: () => jsonResponse(200, { active: false, createdAt: null }),
    ...routes,
  });
  const view = renderWithApp(<TechnicianCapacityDialog open onOpenChange={vi.fn()} technician={ANA} />);
  return { ...stub, view };
}

const dialog = () => screen.getByRole('dialog');
const timeOffForm = () => within(dialog()).getByRole('form', { name: 'Add time off' });

describe('a technician’s hours and time off (issue 26 §2)', () => {
  it('saves the hours of each weekday with PUT', async () => {
    const { calls } = renderDialog({
      [`PUT ${BASE}/working-hours`]: ({ body }) => jsonResponse(200, body),
    });
    expect(within(dialog()).getByText('Hours & time off: Ana Lopez')).toBeTruthy();
    const hours = await within(dialog()).findByRole('form', { name: 'Working hours' });
    expect((within(hours).getByLabelText('Mon') as HTMLInputElement).value).toBe('8');
    const saturday = within(hours).getByLabelText('Sat');
    await userEvent.clear(saturday);
    await userEvent.type(saturday, '4.5');
    await userEvent.click(within(hours).getByRole('button', { name: 'Save hours' }));

    expect(await screen.findByText('Working hours saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...DEFAULT_WORKING_HOURS, sat: 4.5 });
  });

  it('refuses 25 hours on a day with the shared schema’s message, and sends nothing', async () => {
    const { calls } = renderDialog();
    const hours = await within(dialog()).findByRole('form', { name: 'Working hours' });
    const monday = within(hours).getByLabelText('Mon');
    await userEvent.clear(monday);
    await userEvent.type(monday, '25');
    await userEvent.click(within(hours).getByRole('button', { name: 'Save hours' }));

    expect(await within(hours).findByText('Hours on Monday must be at most 24')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('lists the time off and adds some hours off on a stretch of days', async () => {
    const { calls } = renderDialog({
      [`POST ${BASE}/time-off`]: ({ body }) =>
        jsonResponse(201, { ...HOLIDAY, id: '6a1d7b0e-0000-4000-8000-0000000000f2', ...(body as object) }),
    });
    const list = await within(dialog()).findByRole('list', { name: 'Time off' });
    expect(within(list).getByText(HOLIDAY_DAYS)).toBeTruthy();
    expect(within(list).getByText('Whole day')).toBeTruthy();
    expect(within(list).getByText('Holiday')).toBeTruthy();

    fireEvent.change(within(timeOffForm()).getByLabelText('From'), { target: { value: '2026-12-07' } });
    fireEvent.change(within(timeOffForm()).getByLabelText('To'), { target: { value: '2026-12-08' } });
    await userEvent.type(within(timeOffForm()).getByLabelText('Hours off'), '3.5');
    await userEvent.type(within(timeOffForm()).getByLabelText('Reason'), 'Training');
    await userEvent.click(within(timeOffForm()).getByRole('button', { name: 'Add time off' }));

    expect(await screen.findByText('Time off added')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: '2026-12-07',
      to: '2026-12-08',
      hours: 3.5,
      reason: 'Training',
    });
  });

  it('deletes time off only after a confirmation', async () => {
    const { calls } = renderDialog({
      [`DELETE ${BASE}/time-off/${HOLIDAY.id}`]: () => new Response(null, { status: 204 }),
    });
    await userEvent.click(
      await within(dialog()).findByRole('button', { name: /^Delete time off 2\s–\s4 Dec 2026$/ }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText(/^2\s–\s4 Dec 2026 \(Holiday\) counts as working time again\.$/),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Time off deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `${BASE}/time-off/${HOLIDAY.id}`,
    ]);
  });

  it('issues the calendar feed and shows its whole address once, to copy; Revoke stops it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const path = `/api/planning/${ANA.id}.ics?token=secret-token`;
    const issued = { url: path, createdAt: '2026-12-01T09:00:00.000Z' };
    let feed = { active: false, createdAt: null as string | null };
    const { calls, view } = renderDialog({
      [`GET ${FEED}`]: () => jsonResponse(200, feed),
      [`POST ${FEED}`]: () => {
        feed = { active: true, createdAt: issued.createdAt };
        return jsonResponse(201, issued);
      },
      [`DELETE ${FEED}`]: () => {
        feed = { active: false, createdAt: null };
        return new Response(null, { status: 204 });
      },
    });
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Issue calendar feed' }));

    const address = await within(dialog()).findByLabelText('Calendar feed address');
    expect((address as HTMLInputElement).value).toBe(`${window.location.origin}${path}`);
    expect(
      within(dialog()).getByText(/Add this address to your phone's calendar as a subscription/),
    ).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${path}`);
    expect(await screen.findByText('Address copied')).toBeTruthy();

    // Closed and opened again, the address is gone: the server keeps only its hash.
    view.rerender(<TechnicianCapacityDialog open={false} onOpenChange={vi.fn()} technician={ANA} />);
    view.rerender(<TechnicianCapacityDialog open onOpenChange={vi.fn()} technician={ANA} />);
    expect(await within(dialog()).findByText(/^Issued 1 Dec 2026\./)).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Calendar feed address')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Issue a new address' })).toBeTruthy();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText('Calendar feed revoked')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Issue calendar feed' })).toBeTruthy(),
    );
    expect(
      calls.filter((call) => call.url === FEED && call.method !== 'GET').map((call) => call.method),
    ).toEqual(['POST', 'DELETE']);
  });
});
