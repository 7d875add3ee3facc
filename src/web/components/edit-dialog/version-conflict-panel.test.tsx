import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { conflictRows } from './conflict-rows';
import { VersionConflictPanel } from './version-conflict-panel';

const words = { empty: '(empty)', yes: 'Yes', no: 'No' };

describe('version conflict panel', () => {
  it('lists each field I set with the current value beside mine, and offers re-apply and discard', async () => {
    const rows = conflictRows(
      [
        { name: 'name', label: 'Name' },
        { name: 'phone', label: 'Phone' },
        { name: 'email', label: 'Email' },
      ],
      { name: 'Nordic Bearings', phone: '+1 555 0199', email: 'a@example.com' },
      { phone: null, email: 'b@example.com' },
      { words },
    );
    const onReapply = vi.fn();
    const onDiscard = vi.fn();
    render(<VersionConflictPanel rows={rows} onReapply={onReapply} onDiscard={onDiscard} />);

    const body = screen.getAllByRole('rowgroup')[1]!;
    expect(
      within(body)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Phone+1 555 0199(empty)', 'Emaila@example.comb@example.com']);
    await userEvent.click(screen.getByRole('button', { name: 'Re-apply my changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard my changes' }));
    expect(onReapply).toHaveBeenCalledTimes(1);
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('leaves out fields where both sides agree when asked (a PUT sends every field)', () => {
    const rows = conflictRows(
      [
        { name: 'model', label: 'Model' },
        { name: 'checklist', label: 'Checklist' },
      ],
      { model: 'P-100', checklist: ['Check seal'] },
      { model: 'P-100', checklist: ['Check seal', 'Grease bearing'] },
      { onlyDiffering: true, words },
    );
    expect(rows).toEqual([
      { name: 'checklist', label: 'Checklist', current: 'Check seal', mine: 'Check seal; Grease bearing' },
    ]);
  });
});
