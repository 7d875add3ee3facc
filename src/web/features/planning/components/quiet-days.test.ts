import { describe, expect, it } from 'vitest';
import { buildPlanning, buildPlanningCard } from '../test-fixtures';
import { quietDays } from './quiet-days';

describe('quiet days of the week view', () => {
  it('are the days nobody works and nothing is planned on', () => {
    const board = buildPlanning('2026-11-30');
    expect([...quietDays(board)]).toEqual(['2026-12-05', '2026-12-06']);
  });

  it('leave out a weekend day with an order on it', () => {
    const saturday = buildPlanningCard({ scheduledStart: '2026-12-05T08:00:00.000Z' });
    const board = buildPlanning('2026-11-30', { orders: [saturday] });
    expect([...quietDays(board)]).toEqual(['2026-12-06']);
  });
});
