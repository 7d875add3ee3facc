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
});
