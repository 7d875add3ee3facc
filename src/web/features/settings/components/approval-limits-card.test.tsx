import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { ApprovalLimitsCard } from './approval-limits-card';
import { PlantCostsCard } from './plant-costs-card';

/** The plant as a new one starts: the defaults of ADR 59, admin left out. */
const PLANT: PlantSettings = {
  warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
  warehouseName: 'Main Plant',
  laborRate: '65.00',
  currency: 'EUR',
  monthlyBudget: null,
  closeOutCodesRequired: false,
  approvalLimits: { technician: 0, supervisor: 1000, manager: 10000 },
  version: 3,
};

function renderCard(role: Role, routes: Record<string, FetchHandler> = {}, ui = <ApprovalLimitsCard />) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/plant-settings': () => jsonResponse(200, PLANT),
    ...routes,
  });
  renderWithApp(ui, { path: '/settings' });
  return stub;
}

const hintOf = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe('purchase approval limits', () => {
  it('shows each role’s limit in the plant currency, an absent one as any amount', async () => {
    renderCard('manager');
    const supervisor = await screen.findByLabelText('Supervisor');
    expect(screen.getByRole('heading', { name: 'Purchase approval limits' })).toBeTruthy();
    expect(
      screen.getByText(
        'The largest purchase order total each role approves at Main Plant. A submitted order above the submitter’s limit waits for someone whose limit covers it.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Technician') as HTMLInputElement).value).toBe('0');
    expect((supervisor as HTMLInputElement).value).toBe('1000');
    expect((screen.getByLabelText('Manager') as HTMLInputElement).value).toBe('10000');
    expect((screen.getByLabelText('Admin') as HTMLInputElement).value).toBe('');
    expect(['Technician', 'Supervisor', 'Manager', 'Admin'].map(hintOf)).toEqual([
      '€0.00',
      '€1,000.00',
      '€10,000.00',
      'Any amount',
    ]);
    expect((screen.getByRole('button', { name: 'Save approval limits' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('saves a changed supervisor limit as the whole record, with If-Match', async () => {
    const { calls } = renderCard('manager', {
      'PATCH /api/plant-settings': ({ body }) =>
        jsonResponse(200, { ...PLANT, ...(body as object), version: 4 }),
    });
    const supervisor = await screen.findByLabelText('Supervisor');
    await userEvent.clear(supervisor);
    await userEvent.type(supervisor, '2500');
    expect(hintOf('Supervisor')).toBe('€2,500.00');
    await userEvent.click(screen.getByRole('button', { name: 'Save approval limits' }));

    expect(await screen.findByText('Approval limits saved')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/plant-settings');
    expect(patch?.headers.get('If-Match')).toBe('3');
    expect(patch?.body).toEqual({ approvalLimits: { technician: 0, supervisor: 2500, manager: 10000 } });
  });

  it('takes the version a plant costs save left, when that save kept the limits as they were', async () => {
    let saved = PLANT;
    const { calls } = renderCard(
      'manager',
      {
        'PATCH /api/plant-settings': ({ body }) => {
          saved = { ...saved, ...(body as object), version: saved.version + 1 };
          return jsonResponse(200, saved);
        },
      },
      <>
        <PlantCostsCard />
        <ApprovalLimitsCard />
      </>,
    );
    const rate = await screen.findByLabelText('Labour rate per hour');
    await userEvent.clear(rate);
    await userEvent.type(rate, '70');
    await userEvent.click(screen.getByRole('button', { name: 'Save plant costs' }));
    expect(await screen.findByText('Plant costs saved')).toBeTruthy();

    const supervisor = screen.getByLabelText('Supervisor');
    await userEvent.clear(supervisor);
    await userEvent.type(supervisor, '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Save approval limits' }));
    expect(await screen.findByText('Approval limits saved')).toBeTruthy();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => call.headers.get('If-Match'))).toEqual(['3', '4']);
    expect(patches[1]?.body).toEqual({ approvalLimits: { technician: 0, supervisor: 1500, manager: 10000 } });
  });

  it('leaves an emptied limit out, so that role approves any amount', async () => {
    const { calls } = renderCard('manager', {
      'PATCH /api/plant-settings': ({ body }) =>
        jsonResponse(200, { ...PLANT, ...(body as object), version: 4 }),
    });
    await userEvent.clear(await screen.findByLabelText('Supervisor'));
    expect(hintOf('Supervisor')).toBe('Any amount');
    await userEvent.click(screen.getByRole('button', { name: 'Save approval limits' }));

    expect(await screen.findByText('Approval limits saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      approvalLimits: { technician: 0, manager: 10000 },
    });
  });

  it('answers a negative limit with the shared schema’s message and sends nothing', async () => {
    const { calls } = renderCard('manager');
    const manager = await screen.findByLabelText('Manager');
    await userEvent.clear(manager);
    await userEvent.type(manager, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save approval limits' }));

    expect(await screen.findByText('An approval limit cannot be negative')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows supervisors the limits without a way to change them', async () => {
    renderCard('supervisor');
    const list = (await screen.findByText('Any amount')).closest('dl') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Technician: €0.00', 'Supervisor: €1,000.00', 'Manager: €10,000.00', 'Admin: Any amount']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save approval limits' })).toBeNull();
    expect(screen.getByText('A plant setting: managers and admins change it.')).toBeTruthy();
  });
});
