import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { CloseOutCode } from '@shared/schemas/close-out';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildSessionUser } from '@web/test/fixtures';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { renderWithApp } from '@web/test/render';
import { CompleteDialog } from './complete-dialog';

let serial = 0;
const code = (kind: CloseOutCode['kind'], value: string, label: string, active = true): CloseOutCode => ({
  id: `3f1c2a4e-0000-4000-8000-${String((serial += 1)).padStart(12, '0')}`,
  kind,
  code: value,
  label,
  position: serial,
  active,
  version: 1,
});

const CODES: CloseOutCode[] = [
  code('problem', 'leaking', 'Leaking'),
  code('problem', 'noise', 'Abnormal noise'),
  code('cause', 'seal_wear', 'Seal wear'),
  code('cause', 'sabotage', 'Sabotage', false),
  code('remedy', 'replaced', 'Replaced'),
];

const plant = (closeOutCodesRequired: boolean): PlantSettings => ({
  warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
  warehouseName: 'Main Plant',
  laborRate: null,
  currency: 'EUR',
  monthlyBudget: null,
  closeOutCodesRequired,
  approvalLimits: {},
  version: 1,
});

function renderDialog(order: WorkOrder, required: boolean) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stub = stubFetch({
    'GET /api/plant-settings': () => jsonResponse(200, plant(required)),
    'GET /api/close-out-codes': () => jsonResponse(200, CODES),
  });
  const onComplete = vi.fn();
  renderWithApp(
    <CompleteDialog
      order={order}
      openSteps={0}
      open
      onOpenChange={() => undefined}
      onComplete={onComplete}
    />,
  );
  return { onComplete, calls: stub.calls };
}

/** An order under way without equipment: only the close-out (if any) is asked. */
const underWay = (type: WorkOrder['type']) =>
  buildWorkOrder({ type, status: 'in_progress', equipmentId: null, equipmentAssetTag: null });

async function choose(field: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('completing an order', () => {
  it('says what codes are missing in the reader’s language', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'de');
    renderDialog(underWay('emergency'), true);
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText(
        'Geben Sie ein Problem, eine Ursache und eine Maßnahme als Code an, um einen Notfall-Arbeitsauftrag abzuschließen.',
      ),
    ).toBeTruthy();
    window.localStorage.removeItem(LOCALE_KEY);
  });

  it('asks a corrective order for its three codes, holding Complete back while the plant requires them', async () => {
    const { onComplete } = renderDialog(underWay('corrective'), true);
    const dialog = await screen.findByRole('alertdialog');
    const complete = within(dialog).getByRole('button', { name: 'Complete' });
    expect(
      await within(dialog).findByText(
        'Give a problem, a cause and a remedy code to complete a corrective order.',
      ),
    ).toBeTruthy();
    expect(complete.hasAttribute('disabled')).toBe(true);

    await choose('Problem', 'Leaking');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Cause' }));
    // A retired code is not offered.
    expect(screen.queryByRole('option', { name: 'Sabotage' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Seal wear' }));
    expect(within(dialog).getByText('Give a remedy code to complete a corrective order.')).toBeTruthy();
    await choose('Remedy', 'Replaced');
    await userEvent.type(
      within(dialog).getByLabelText('Completion note'),
      'Seal was cracked, fitted a new one',
    );

    expect(within(dialog).queryByText(/Give a/)).toBeNull();
    expect(complete.hasAttribute('disabled')).toBe(false);
    await userEvent.click(complete);
    expect(onComplete).toHaveBeenCalledWith({
      status: 'completed',
      problemCode: 'leaking',
      causeCode: 'seal_wear',
      remedyCode: 'replaced',
      completionNote: 'Seal was cracked, fitted a new one',
    });
  });

  it('offers the codes to an emergency order without holding it back while they are optional', async () => {
    const { onComplete } = renderDialog(underWay('emergency'), false);
    const dialog = await screen.findByRole('alertdialog');
    await choose('Problem', 'Abnormal noise');
    expect(within(dialog).queryByText(/Give a/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(onComplete).toHaveBeenCalledWith({ status: 'completed', problemCode: 'noise' });
  });

  it('does not ask a preventive order for codes, nor read them', async () => {
    const { onComplete, calls } = renderDialog(underWay('preventive'), true);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByLabelText('Completion note')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(onComplete).toHaveBeenCalledWith({ status: 'completed' });
    expect(calls.some((call) => call.url.includes('/api/close-out-codes'))).toBe(false);
  });
});
