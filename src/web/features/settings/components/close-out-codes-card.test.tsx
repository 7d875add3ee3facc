import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { CloseOutCode } from '@shared/schemas/close-out';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { CloseOutCodesCard } from './close-out-codes-card';

const code = (n: number, kind: CloseOutCode['kind'], value: string, label: string, active = true) => ({
  id: `3f1c2a4e-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  kind,
  code: value,
  label,
  position: n,
  active,
  version: 1,
});

const CODES: CloseOutCode[] = [
  code(1, 'problem', 'leaking', 'Leaking'),
  code(2, 'problem', 'noise', 'Abnormal noise'),
  code(3, 'cause', 'seal_wear', 'Seal wear'),
  code(4, 'cause', 'design', 'Design', false),
  code(5, 'remedy', 'replaced', 'Replaced'),
];

const PLANT: PlantSettings = {
  warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
  warehouseName: 'Main Plant',
  laborRate: null,
  currency: 'EUR',
  monthlyBudget: null,
  closeOutCodesRequired: false,
  approvalLimits: {},
  version: 4,
};

function renderCard(role: Role, organizationWide: boolean, routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser({ role }).id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role, { organizationWide })),
    'GET /api/close-out-codes': () => jsonResponse(200, CODES),
    'GET /api/plant-settings': () => jsonResponse(200, PLANT),
    ...routes,
  });
  renderWithApp(<CloseOutCodesCard />);
  return stub;
}

describe('close-out codes in settings', () => {
  it('lists each kind in order; a supervisor of every plant adds, moves and retires codes', async () => {
    const { calls } = renderCard('supervisor', true, {
      'POST /api/close-out-codes': ({ body }) =>
        jsonResponse(201, code(6, 'cause', 'corrosion', (body as { label: string }).label)),
      ...Object.fromEntries(
        CODES.map((saved) => [
          `PATCH /api/close-out-codes/${saved.id}`,
          ({ body }: { body: unknown }) => jsonResponse(200, { ...saved, ...(body as object), version: 2 }),
        ]),
      ),
    });
    const causes = await screen.findByRole('list', { name: 'Causes' });
    expect(
      within(causes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Seal wearseal_wearRetire', 'DesignRetireddesignRestore']);

    await userEvent.type(screen.getByLabelText('New cause code'), 'Corrosion');
    await userEvent.click(
      within(causes.closest('section') as HTMLElement).getByRole('button', { name: 'Add' }),
    );
    expect(await screen.findByText('Code added')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'cause', label: 'Corrosion' });

    await userEvent.click(screen.getByRole('button', { name: 'Move Abnormal noise up' }));
    const moves = calls.filter((call) => call.method === 'PATCH');
    expect(moves.map((call) => [call.url.split('/').pop(), call.body, call.headers.get('If-Match')])).toEqual(
      [
        [CODES[1]!.id, { position: 1 }, '1'],
        [CODES[0]!.id, { position: 2 }, '1'],
      ],
    );

    await userEvent.click(screen.getByRole('button', { name: 'Retire Leaking' }));
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ active: false });
  });

  it('shows the codes read only, with the reason, to a supervisor of one plant', async () => {
    renderCard('supervisor', false);
    expect(
      await screen.findByText(
        'Close-out codes are shared by every plant of your organization: only someone who works in all its plants can change them',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Leaking')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retire/ })).toBeNull();
    expect(screen.queryByLabelText('New problem code')).toBeNull();
    // The plant's rule is a manager's to change.
    const toggle = await screen.findByRole('switch', {
      name: 'Required to complete corrective and emergency orders in Main Plant',
    });
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('A plant setting: managers and admins change it.')).toBeTruthy();
  });

  it('lets a manager require the codes for the plant, with If-Match', async () => {
    const { calls } = renderCard('manager', true, {
      'PATCH /api/plant-settings': () =>
        jsonResponse(200, { ...PLANT, closeOutCodesRequired: true, version: 5 }),
    });
    const toggle = await screen.findByRole('switch', {
      name: 'Required to complete corrective and emergency orders in Main Plant',
    });
    await userEvent.click(toggle);
    expect(await screen.findByText('Close-out codes required')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ closeOutCodesRequired: true });
    expect(patch?.headers.get('If-Match')).toBe('4');
  });
});
