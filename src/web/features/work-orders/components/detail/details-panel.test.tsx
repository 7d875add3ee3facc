import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { renderWithApp } from '@web/test/render';
import { DetailsPanel } from './details-panel';

function equipmentRow() {
  const label = screen.getByText('Equipment', { selector: 'dt' });
  return label.nextElementSibling as HTMLElement;
}

describe('work order details', () => {
  it('names the asset by its tag and description, with the model beneath', () => {
    renderWithApp(<DetailsPanel order={buildWorkOrder()} canAssign={false} />);
    const row = equipmentRow();
    const [asset, model] = Array.from(row.children).map((child) => child.textContent);
    expect(asset).toBe('PMP-001 — Boiler feed pump');
    expect(model).toBe('Grundfos CR 32-2');
  });

  it('shows the model alone for an order with no equipment chosen', () => {
    renderWithApp(
      <DetailsPanel
        order={buildWorkOrder({ equipmentId: null, equipmentAssetTag: null, equipmentDescription: null })}
        canAssign={false}
      />,
    );
    expect(within(equipmentRow()).getByText('Grundfos CR 32-2')).toBeTruthy();
    expect(within(equipmentRow()).queryByText(/PMP-001/)).toBeNull();
  });

  it('shows what a completed order was closed out with, and nothing of it while the order is open', () => {
    const closedOut = {
      problemCode: 'leaking',
      problemLabel: 'Leaking',
      causeCode: 'seal_wear',
      causeLabel: 'Seal wear',
      remedyCode: 'replaced',
      remedyLabel: null,
      completionNote: 'Seal was cracked, fitted a new one',
    };
    const { unmount } = renderWithApp(
      <DetailsPanel
        order={buildWorkOrder({ status: 'completed', completedAt: '2026-03-02T10:00:00.000Z', ...closedOut })}
        canAssign={false}
      />,
    );
    const row = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row('Problem')).toBe('Leaking');
    expect(row('Cause')).toBe('Seal wear');
    // Completed offline: the label comes when the change syncs, the code meanwhile.
    expect(row('Remedy')).toBe('replaced');
    expect(screen.getByText('Seal was cracked, fitted a new one')).toBeTruthy();
    unmount();

    renderWithApp(
      <DetailsPanel order={buildWorkOrder({ status: 'in_progress', ...closedOut })} canAssign={false} />,
    );
    expect(screen.queryByText('Close-out')).toBeNull();
  });
});
