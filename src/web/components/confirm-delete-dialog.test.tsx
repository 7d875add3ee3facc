import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog, DeleteTextButton } from './confirm-delete-dialog';

describe('ConfirmDeleteDialog', () => {
  it('opens from the Delete button, and deletes only when confirmed', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDeleteDialog
        trigger={<DeleteTextButton isPending={false} />}
        title="Delete Feed pump?"
        description="PMP-7 leaves the equipment list."
        confirmLabel="Delete equipment"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Feed pump?' })).toBeTruthy();
    expect(screen.getByText('PMP-7 leaves the equipment list.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete equipment' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
