import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** Opened from a plain button through state, as lazyDialog's dialogs are: no Radix Trigger. */
function OpensADialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Record part</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Record part</DialogTitle>
          <DialogDescription>Parts used on this order.</DialogDescription>
          <input aria-label="Quantity" />
          <Button>Save</Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

function OpensAnAlertDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Complete</Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogTitle>Complete WO-2026-001?</AlertDialogTitle>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction>Complete anyway</AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

const focusIn = (element: HTMLElement) => element.contains(document.activeElement);

describe('dialogs of the screen kit and focus (issue 29 §5)', () => {
  it('a dialog takes focus, keeps Tab inside, and gives focus back to its button on Escape', async () => {
    const user = userEvent.setup();
    render(<OpensADialog />);
    const opener = screen.getByRole('button', { name: 'Record part' });
    await user.tab();
    expect(document.activeElement).toBe(opener);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Record part' });
    await waitFor(() => expect(focusIn(dialog)).toBe(true));
    // Quantity, Save and the close button: four Tabs go round and stay inside.
    for (let presses = 0; presses < 4; presses += 1) {
      await user.tab();
      expect(focusIn(dialog)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(focusIn(dialog)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('an alert dialog gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<OpensAnAlertDialog />);
    const opener = screen.getByRole('button', { name: 'Complete' });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Complete WO-2026-001?' });
    await waitFor(() => expect(focusIn(dialog)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
