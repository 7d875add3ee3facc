import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PmTemplate } from '@shared/schemas/pm';
import { jsonResponse } from '@web/test/fetch-stub';
import { buildTemplate } from '../pm-test-fixtures';
import { renderTemplatesTab, templateDialog as dialog } from './templates-tab.test-helper';

async function openCreate() {
  const stub = renderTemplatesTab([], 'supervisor', {
    'POST /api/pm-templates': ({ body }) => jsonResponse(201, buildTemplate(body as Partial<PmTemplate>)),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Create First Template' }));
  await userEvent.type(within(dialog()).getByLabelText(/^Equipment model/), 'Atlas Copco GA37');
  await userEvent.type(within(dialog()).getByLabelText(/^Component/), 'Air end');
  await userEvent.type(within(dialog()).getByLabelText(/^Action/), 'Service');
  return stub;
}

const create = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Create Template' }));

describe('the template trigger', () => {
  it('asks a usage trigger for its meter and interval, in the shared schema words, then sends them', async () => {
    const { calls } = await openCreate();
    const trigger = within(within(dialog()).getByRole('group', { name: 'Trigger' }));
    expect(trigger.getByRole('radio', { name: /^Every period \(calendar\)/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog()).queryByLabelText('Meter name')).toBeNull();

    await userEvent.click(trigger.getByRole('radio', { name: /^Every N units of a meter/ }));
    expect(within(dialog()).queryByLabelText('Frequency')).toBeNull();
    await create();
    expect(await within(dialog()).findByText('A meter trigger needs the meter name')).toBeTruthy();
    expect(within(dialog()).getByText('Give the usage interval: more than 0')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog()).getByLabelText('Meter name'), 'Running hours');
    await userEvent.type(within(dialog()).getByLabelText('Usage interval'), '500');
    await create();
    expect(await screen.findByText('PM template created successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(
      expect.objectContaining({
        triggerKind: 'usage',
        meterName: 'Running hours',
        usageInterval: 500,
        gaugeDirection: null,
        gaugeThreshold: null,
      }),
    );
  });

  it('asks a gauge trigger for its value and direction', async () => {
    const { calls } = await openCreate();
    const trigger = within(within(dialog()).getByRole('group', { name: 'Trigger' }));
    await userEvent.click(trigger.getByRole('radio', { name: /^When a gauge is above\/below a value/ }));
    await userEvent.type(within(dialog()).getByLabelText('Meter name'), 'Vibration');
    await create();
    expect(
      await within(dialog()).findByText('Give the gauge value and whether it is above or below'),
    ).toBeTruthy();

    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Below' }));
    await userEvent.type(within(dialog()).getByLabelText('Gauge value'), '4.5');
    await create();
    expect(await screen.findByText('PM template created successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(
      expect.objectContaining({
        triggerKind: 'gauge',
        meterName: 'Vibration',
        usageInterval: null,
        gaugeDirection: 'below',
        gaugeThreshold: 4.5,
      }),
    );
  });

  it('shows the trigger on the template card', async () => {
    renderTemplatesTab(
      [
        buildTemplate({
          component: 'Air end',
          triggerKind: 'usage',
          meterName: 'Running hours',
          usageInterval: 500,
        }),
        buildTemplate({
          component: 'Bearings',
          triggerKind: 'usage_or_calendar',
          frequency: 'quarterly',
          meterName: 'Running hours',
          usageInterval: 2000,
        }),
      ],
      'technician',
    );
    expect(await screen.findByText('Running hours: every 500')).toBeTruthy();
    expect(screen.getByText('Running hours: every 2,000, or quarterly, whichever comes first')).toBeTruthy();
  });
});
