import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { UpcomingMaintenanceList } from './upcoming-maintenance-card';

const NOW = new Date('2026-03-10T12:00:00.000Z');

const order = (id: string, description: string, dueDate: string | null) =>
  buildWorkOrder({
    id: `3f1c2a4e-0000-4000-8000-0000000000${id}`,
    type: 'preventive',
    status: 'assigned',
    description,
    dueDate,
  });

describe('upcoming maintenance', () => {
  it('colours the dots: overdue red, due within 24 hours amber, later green', () => {
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <UpcomingMaintenanceList
          now={NOW}
          orders={[
            order('b1', 'Grease conveyor bearings', '2026-03-09T12:00:00.000Z'),
            order('b2', 'Check compressor oil level', '2026-03-11T06:00:00.000Z'),
            order('b3', 'Replace boiler burner nozzle', '2026-03-20T08:00:00.000Z'),
          ]}
        />
      </Router>,
    );
    const dot = (description: string) =>
      screen.getByText(description).closest('a')?.querySelector('[data-due-state]');
    expect(dot('Grease conveyor bearings')?.className).toContain('bg-destructive');
    expect(dot('Grease conveyor bearings')?.getAttribute('aria-label')).toBe('Overdue');
    expect(dot('Check compressor oil level')?.className).toContain('bg-warning');
    expect(dot('Replace boiler burner nozzle')?.className).toContain('bg-success');
  });

  it('leaves out orders without a due date and says when nothing is due', () => {
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <UpcomingMaintenanceList now={NOW} orders={[order('b4', 'Inspect fire doors', null)]} />
      </Router>,
    );
    expect(screen.queryByText('Inspect fire doors')).toBeNull();
    expect(screen.getByText('No preventive maintenance due.')).toBeTruthy();
  });
});
