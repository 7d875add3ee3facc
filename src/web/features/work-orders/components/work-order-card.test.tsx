import { cleanup, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { WorkOrderCard } from './work-order-card';

const NOW = new Date('2026-03-10T12:00:00.000Z');

function renderCard(overrides: Partial<WorkOrder>) {
  const location = memoryLocation({ path: '/work-orders' });
  render(
    <Router hook={location.hook}>
      <WorkOrderCard order={buildWorkOrder(overrides)} now={NOW} />
    </Router>,
  );
  return screen.getByRole('link');
}

describe('work order card', () => {
  it('shows the FO segment, the full FO number, description, model, assignee, badges and due date', () => {
    const card = renderCard({
      foNumber: 'WO-2026-042',
      assigneeName: 'Tom Rivera',
      status: 'in_progress',
      priority: 'critical',
      dueDate: '2026-03-12T09:30:00.000Z',
    });
    expect(card.getAttribute('href')).toBe('/work-orders/3f1c2a4e-0000-4000-8000-000000000001');
    expect(screen.getByText('042')).toBeTruthy();
    expect(screen.queryByText('2026')).toBeNull();
    expect(screen.getByText('WO-2026-042')).toBeTruthy();
    expect(screen.getByText('Pump leaking at the mechanical seal')).toBeTruthy();
    expect(screen.getByText('Grundfos CR 32-2', { exact: false })).toBeTruthy();
    expect(screen.getByText('Tom Rivera')).toBeTruthy();
    expect(screen.getByText('In Progress')).toBeTruthy();
    expect(screen.getByText('Critical')).toBeTruthy();
    expect(screen.getByText(/12 Mar 2026/)).toBeTruthy();
    expect(card.dataset.overdue).toBeUndefined();
  });

  it('tells cards of the same year apart by their sequence, and keeps the second segment for other shapes', () => {
    renderCard({ foNumber: 'WO-2026-099' });
    expect(screen.getByText('099')).toBeTruthy();
    cleanup();
    renderCard({ foNumber: 'PLANT-7731-B' });
    expect(screen.getByText('7731')).toBeTruthy();
  });

  it("says 'Not specified', 'Unassigned' and 'No due date' when those are missing", () => {
    renderCard({
      assetModel: null,
      equipmentAssetTag: null,
      assignedTo: null,
      assigneeName: null,
      dueDate: null,
    });
    expect(screen.getByText('Not specified')).toBeTruthy();
    expect(screen.getByText('Unassigned')).toBeTruthy();
    expect(screen.getByText('No due date')).toBeTruthy();
  });

  it('highlights an open order past its due date in red', () => {
    const card = renderCard({ status: 'assigned', dueDate: '2026-03-09T08:00:00.000Z' });
    expect(card.dataset.overdue).toBe('true');
    expect(card.className).toContain('border-destructive');
    expect(screen.getByText('Overdue')).toBeTruthy();
  });

  it('does not call a completed order overdue', () => {
    const card = renderCard({ status: 'completed', dueDate: '2026-03-09T08:00:00.000Z' });
    expect(card.dataset.overdue).toBeUndefined();
    expect(screen.queryByText('Overdue')).toBeNull();
  });
});
