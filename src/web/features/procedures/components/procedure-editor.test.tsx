import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { procedureInputSchema, type Procedure } from '@shared/schemas/procedures';
import { ProcedureEditor } from './procedure-editor';

const content = procedureInputSchema.parse({
  name: 'Guard inspection',
  category: 'Safety',
  sections: [
    {
      title: 'Guards',
      steps: [
        {
          id: '00000000-0000-4000-8000-0000000000b1',
          type: 'pass_flag_fail',
          title: 'Guard refitted',
          required: true,
          onFailure: { action: 'follow_up', priority: 'high', assignee: 'unassigned' },
        },
      ],
    },
  ],
});

const PROCEDURE: Procedure = {
  id: '00000000-0000-4000-8000-0000000000c1',
  ...content,
  currentVersion: 1,
  stepCount: 1,
  updatedAt: '2026-11-29T08:00:00.000Z',
  version: 1,
  versions: [],
};

describe('the procedure editor', () => {
  it('publishes the next version with every rule of an unchanged step as it was', async () => {
    const onSave = vi.fn();
    render(<ProcedureEditor procedure={PROCEDURE} isSaving={false} onSave={onSave} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish version 2' }));
    expect(onSave).toHaveBeenCalledWith(content);
  });

  it('says why a procedure does not hold together instead of sending it', async () => {
    const onSave = vi.fn();
    render(<ProcedureEditor procedure={null} isSaving={false} onSave={onSave} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Belt check');
    await userEvent.type(screen.getByLabelText(/^Category/), 'Inspection');
    await userEvent.click(screen.getByRole('button', { name: 'Create procedure' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Step title/);
    expect(onSave).not.toHaveBeenCalled();
  });
});
