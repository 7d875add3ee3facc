import { describe, expect, it } from 'vitest';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { dashboardMessages } from '../messages';
import { groupMyWork } from './my-work';

/** Groups keep their heading's key; the English catalogue is what a person reads in English. */
const english = (group: { heading: keyof typeof dashboardMessages.source }) =>
  dashboardMessages.source[group.heading];

const NOW = new Date('2026-03-10T12:00:00');

describe('groupMyWork', () => {
  it('puts in progress first, then overdue, due today and upcoming, leaving empty groups out', () => {
    const orders = [
      buildWorkOrder({ foNumber: 'WO-2026-001', status: 'assigned', dueDate: '2026-03-09T08:00:00' }),
      buildWorkOrder({ foNumber: 'WO-2026-002', status: 'assigned', dueDate: '2026-03-10T16:00:00' }),
      buildWorkOrder({ foNumber: 'WO-2026-003', status: 'in_progress', dueDate: '2026-03-08T08:00:00' }),
      buildWorkOrder({ foNumber: 'WO-2026-004', status: 'assigned', dueDate: '2026-03-12T08:00:00' }),
      buildWorkOrder({ foNumber: 'WO-2026-005', status: 'assigned', dueDate: null }),
    ];
    const groups = groupMyWork(orders, NOW).map((group) => [
      english(group),
      group.orders.map((order) => order.foNumber),
    ]);
    expect(groups).toEqual([
      ['In progress', ['WO-2026-003']],
      ['Overdue', ['WO-2026-001']],
      ['Due today', ['WO-2026-002']],
      ['Upcoming', ['WO-2026-004', 'WO-2026-005']],
    ]);
  });

  it('has no groups without orders', () => {
    expect(groupMyWork([], NOW)).toEqual([]);
    expect(groupMyWork([buildWorkOrder({ status: 'assigned' })], NOW).map(english)).toEqual(['Upcoming']);
  });
});
