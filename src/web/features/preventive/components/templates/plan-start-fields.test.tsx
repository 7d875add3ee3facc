import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PmTemplate } from '@shared/schemas/pm';
import { jsonResponse } from '@web/test/fetch-stub';
import { buildTemplate } from '../pm-test-fixtures';
import { renderTemplatesTab, templateDialog as dialog } from './templates-tab.test-helper';

/** A date input takes a whole day at once, as a browser's date picker sets it. */
const pickDay = (label: string, day: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value: day } });
const valueOf = (label: string) => (within(dialog()).getByLabelText(label) as HTMLInputElement).value;
const hintOf = (label: string) => {
  const input = within(dialog()).getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
};

async function openCreate(routes = {}) {
  const stub = renderTemplatesTab([], 'supervisor', routes);
  await userEvent.click(await screen.findByRole('button', { name: 'Create First Template' }));
  await userEvent.type(within(dialog()).getByLabelText(/^Equipment model/), 'Grundfos CR 32-2');
  await userEvent.type(within(dialog()).getByLabelText(/^Component/), 'Bearings');
  await userEvent.type(within(dialog()).getByLabelText(/^Action/), 'Grease');
  return stub;
}

beforeEach(() => {
  // Only the date: the screen's timers and user-event stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-15T10:00:00'));
});
afterEach(() => vi.useRealTimers());

describe('when a PM plan starts', () => {
  it('is first due today on a new template, or one frequency after "last done on" until the planner picks a day', async () => {
    const { calls } = await openCreate({
      'POST /api/pm-templates': ({ body }: { body: unknown }) =>
        jsonResponse(201, buildTemplate(body as Partial<PmTemplate>)),
    });
    expect(valueOf('First due on')).toBe('2026-05-15');
    expect(hintOf('First due on')).toBe('The day each asset’s first order of this plan is due.');
    expect(hintOf('Last done on')).toBe(
      'For assets already maintained: the day this was last done. Leave empty for a new plan.',
    );
    expect(within(dialog()).getByLabelText('Last done on').getAttribute('max')).toBe('2026-05-15');
    expect(
      within(dialog()).getByText(
        'The scheduler raises each work order up to 7 days before it is due. After a PM is completed, the next one falls due one frequency later.',
      ),
    ).toBeTruthy();

    pickDay('Last done on', '2026-01-31');
    expect(valueOf('First due on')).toBe('2026-02-28');
    expect(hintOf('First due on')).toBe(
      'One frequency after Last done on. Choose another day if it should be sooner or later.',
    );
    await userEvent.click(within(dialog()).getByLabelText('Frequency'));
    await userEvent.click(screen.getByRole('option', { name: 'Quarterly' }));
    expect(valueOf('First due on')).toBe('2026-04-30');
    pickDay('Last done on', '');
    expect(valueOf('First due on')).toBe('2026-05-15');

    // A day the planner picks stays, whatever Last done on says after.
    pickDay('First due on', '2026-06-01');
    pickDay('Last done on', '2026-04-25');
    expect(valueOf('First due on')).toBe('2026-06-01');
    expect(hintOf('First due on')).toBe('The day each asset’s first order of this plan is due.');

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText('PM template created successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      frequency: 'quarterly',
      firstDueOn: '2026-06-01',
      lastDoneOn: '2026-04-25',
    });
  });

  it('sends an emptied "first due on" as null, which the server reads as today', async () => {
    const { calls } = await openCreate({
      'POST /api/pm-templates': ({ body }: { body: unknown }) =>
        jsonResponse(201, buildTemplate(body as Partial<PmTemplate>)),
    });
    pickDay('First due on', '');
    expect(hintOf('First due on')).toBe('Left empty, the first orders are due today.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText('PM template created successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      firstDueOn: null,
      lastDoneOn: null,
    });
  });

  it('says what is wrong with the days before anything is sent', async () => {
    const { calls } = await openCreate();
    pickDay('Last done on', '2026-05-16');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create Template' }));
    expect(
      await within(dialog()).findByText(
        'Last done on cannot be in the future: enter the day the work was last done',
      ),
    ).toBeTruthy();
    // Not followed: a future day counts for nothing.
    expect(valueOf('First due on')).toBe('2026-05-15');

    pickDay('Last done on', '2026-05-01');
    pickDay('First due on', '2026-05-01');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create Template' }));
    expect(await within(dialog()).findByText('First due on must be after Last done on')).toBeTruthy();
    expect(within(dialog()).getByLabelText('First due on').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a template’s days as saved, and leaves a template without a start without one', async () => {
    const started = buildTemplate({
      model: 'Hytrol E24',
      firstDueOn: '2026-03-01',
      lastDoneOn: '2026-02-01',
    });
    const unstarted = buildTemplate({ firstDueOn: null, lastDoneOn: null });
    const { calls } = renderTemplatesTab([started, unstarted], 'supervisor', {
      [`PUT /api/pm-templates/${unstarted.id}`]: ({ body }) =>
        jsonResponse(200, { ...unstarted, ...(body as object), version: 4 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Edit template Hytrol E24/ }));
    expect(valueOf('First due on')).toBe('2026-03-01');
    expect(valueOf('Last done on')).toBe('2026-02-01');
    expect(hintOf('First due on')).toBe(
      'Changing it moves only assets with no completed PM of this template yet.',
    );
    // Editing does not move a saved day after Last done on.
    pickDay('Last done on', '2026-02-10');
    expect(valueOf('First due on')).toBe('2026-03-01');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: /^Edit template Grundfos CR 32-2/ }));
    expect(valueOf('First due on')).toBe('');
    expect(hintOf('First due on')).toBe(
      'Not set: the first orders fell due one frequency after the template was created.',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('PM template updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      firstDueOn: null,
      lastDoneOn: null,
    });
  });

  it('shows each template’s next due date on its card, in red once it has passed', async () => {
    renderTemplatesTab([
      buildTemplate({ nextDueAt: '2026-05-20T23:59:59.000Z' }),
      buildTemplate({ model: 'Hytrol E24', nextDueAt: '2026-04-01T23:59:59.000Z' }),
      buildTemplate({ model: 'Atlas Copco GA37', active: false, nextDueAt: null }),
    ]);
    const card = (name: RegExp) => screen.findByRole('listitem', { name });
    expect(within(await card(/^Grundfos/)).getByText('Next due 20 May 2026')).toBeTruthy();
    const late = within(await card(/^Hytrol/)).getByText('Overdue since 1 Apr 2026');
    expect(late.className).toContain('text-destructive');
    expect(within(await card(/^Atlas/)).queryByText(/^Next due|^Overdue/)).toBeNull();
  });
});
