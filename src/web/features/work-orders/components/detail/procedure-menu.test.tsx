import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { WorkOrderProcedure } from '@shared/schemas/procedures';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { ProcedureMenu } from './procedure-menu';

const ORDER = buildWorkOrder({ status: 'assigned', version: 7 });
const PATH = `/api/work-orders/${ORDER.id}/procedure`;
const BELT = {
  id: '7a1c2e4b-0d3f-4b8a-9c6e-5f2a1b3c4d5e',
  name: 'Belt inspection',
  category: 'Conveyors',
  currentVersion: 3,
  stepCount: 5,
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 3,
};
const given = (procedure: WorkOrderProcedure['procedure']): WorkOrderProcedure => ({
  workOrderId: ORDER.id,
  procedure,
  steps: [],
  missingRequired: [],
});

function renderMenu(order = ORDER, answer = () => jsonResponse(200, given({ ...BELT, version: 3 }))) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/procedures': () => jsonResponse(200, [BELT]),
    [`PUT ${PATH}`]: answer,
  });
  renderWithApp(<ProcedureMenu order={order} />);
  return stub;
}

describe('giving an order not yet started a procedure', () => {
  it("sends the chosen procedure with the order's version and says which version is on it", async () => {
    const { calls } = renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Give it a procedure' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Belt inspection (Conveyors)' }));
    expect(await screen.findByText('Procedure: Belt inspection')).toBeTruthy();
    expect(screen.getByText('Version 3 is on the order.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ procedureId: BELT.id });
    expect(put?.headers.get('If-Match')).toBe('7');
  });

  it('offers to remove the procedure it has, not to give it again', async () => {
    const withProcedure = {
      ...ORDER,
      procedure: { id: BELT.id, versionId: BELT.id, name: BELT.name, version: 3 },
    };
    const { calls } = renderMenu(withProcedure);
    await userEvent.click(await screen.findByRole('button', { name: 'Change procedure' }));
    expect(screen.queryByRole('menuitem', { name: 'Belt inspection (Conveyors)' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove the procedure' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ procedureId: null });
  });

  it("shows the server's refusal once a step is answered", async () => {
    const refusal = "Steps of WO-2026-001's procedure are answered: its procedure can no longer be changed";
    renderMenu(ORDER, () => jsonResponse(409, { error: 'CONFLICT', message: refusal }));
    await userEvent.click(await screen.findByRole('button', { name: 'Give it a procedure' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Belt inspection (Conveyors)' }));
    expect(await screen.findByText('The procedure was not changed')).toBeTruthy();
    expect(screen.getByText(refusal)).toBeTruthy();
  });
});
