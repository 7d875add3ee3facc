import { describe, expect, it } from 'vitest';
import { distribute, type FreeDay, type OrderToPlace } from './distribute';

const order = (id: string, dueDate: string | null, priority: OrderToPlace['priority'], hours: number) => ({
  id,
  dueDate,
  priority,
  hours,
});
const free = (technicianId: string, date: string, freeHours: number): FreeDay => ({
  technicianId,
  date,
  freeHours,
});

describe('Distribute (issue 26 §3)', () => {
  const days = [
    free('ana', '2026-12-01', 8),
    free('ben', '2026-12-01', 6),
    free('ana', '2026-12-02', 8),
    free('ben', '2026-12-02', 8),
  ];

  it('places the earliest due and, among equal dues, the most urgent first, on the earliest free day', () => {
    const orders = [
      order('low-soon', '2026-12-03', 'low', 4),
      order('critical-soon', '2026-12-03', 'critical', 4),
      order('due-first', '2026-12-02', 'medium', 6),
      order('no-due', null, 'critical', 2),
    ];
    expect(distribute(orders, days)).toEqual({
      placements: [
        { workOrderId: 'due-first', technicianId: 'ana', date: '2026-12-01', hours: 6 },
        { workOrderId: 'critical-soon', technicianId: 'ben', date: '2026-12-01', hours: 4 },
        { workOrderId: 'low-soon', technicianId: 'ana', date: '2026-12-02', hours: 4 },
        { workOrderId: 'no-due', technicianId: 'ana', date: '2026-12-01', hours: 2 },
      ],
      unplaced: [],
    });
  });

  it('never fills a day past its free hours, and leaves what no day can hold whole unplaced', () => {
    const orders = [
      order('a', '2026-12-01', 'high', 5),
      order('b', '2026-12-01', 'high', 5),
      order('c', '2026-12-01', 'high', 5),
      order('d', '2026-12-01', 'high', 5),
      order('too-big', '2026-12-01', 'critical', 9),
    ];
    const { placements, unplaced } = distribute(orders, days);
    expect(unplaced).toEqual(['too-big']);
    for (const day of days) {
      const load = placements
        .filter((p) => p.technicianId === day.technicianId && p.date === day.date)
        .reduce((sum, p) => sum + p.hours, 0);
      expect(load).toBeLessThanOrEqual(day.freeHours);
    }
    expect(placements).toHaveLength(4);
  });

  it('places everything when the capacity suffices, whatever order the selection came in', () => {
    const orders = [
      order('w1', '2026-12-05', 'medium', 3),
      order('w2', '2026-12-04', 'high', 2.5),
      order('w3', '2026-12-04', 'low', 4),
      order('w4', null, 'medium', 1.5),
      order('w5', '2026-12-01', 'critical', 6),
    ];
    const plan = distribute(orders, days);
    expect(plan.unplaced).toEqual([]);
    expect(distribute([...orders].reverse(), [...days].reverse())).toEqual(plan);
    expect(plan.placements.reduce((sum, p) => sum + p.hours, 0)).toBe(17);
  });

  it('keeps the free hours it was given as they were', () => {
    const given = [free('ana', '2026-12-01', 8)];
    distribute([order('x', null, 'low', 3)], given);
    expect(given[0]!.freeHours).toBe(8);
  });
});
