import { wordServerText } from '../../i18n/server-text';
import { describe, expect, it } from 'vitest';
import { excursionAlert, excursionOrderDescription, excursionOrderPriority } from './excursion';

const asset = {
  id: 'e1',
  organizationId: 'o1',
  warehouseId: 'w1',
  assetTag: 'PMP-7',
  name: 'Cooling pump',
  criticality: 'high' as const,
};
const hot = { meterName: 'Bearing temperature', unit: '°C', value: 92.5, side: 'above' as const, limit: 80 };

describe('gauge excursions', () => {
  it('raise high priority work on high and critical assets, medium on the others', () => {
    expect(excursionOrderPriority('critical')).toBe('high');
    expect(excursionOrderPriority('high')).toBe('high');
    expect(excursionOrderPriority('medium')).toBe('medium');
    expect(excursionOrderPriority('low')).toBe('medium');
  });

  it('describe the order by asset, meter, value and limit', () => {
    expect(excursionOrderDescription(asset, hot)).toBe(
      'PMP-7 Cooling pump: Bearing temperature read 92.5 °C, above the upper limit 80 °C. Find the cause and bring it back within limits.',
    );
    expect(
      excursionOrderDescription(asset, {
        ...hot,
        meterName: 'Oil pressure',
        unit: 'bar',
        value: 0.8,
        side: 'below',
        limit: 1.2,
      }),
    ).toBe(
      'PMP-7 Cooling pump: Oil pressure read 0.8 bar, below the lower limit 1.2 bar. Find the cause and bring it back within limits.',
    );
  });

  it('alert the planners, naming the order when one was raised', () => {
    const alert = excursionAlert(asset, hot, { id: 'wo1', foNumber: 'WO-2026-000042' });
    expect(alert).toMatchObject({
      organizationId: 'o1',
      warehouseId: 'w1',
      type: 'equipment_alert',
      title: 'PMP-7 Bearing temperature is out of limits',
      message:
        'Cooling pump: Bearing temperature read 92.5 °C, above the upper limit 80 °C. Work order WO-2026-000042 was raised.',
      priority: 'high',
      data: { equipmentId: 'e1', assetTag: 'PMP-7', workOrderId: 'wo1', url: '/equipment?asset=PMP-7' },
    });
    // Each planner reads it in their own language (issue 29 §2).
    expect(alert.texts && wordServerText(alert.texts.title, 'de')).toBe(
      'PMP-7 Bearing temperature außerhalb der Grenzwerte',
    );
    expect(alert.texts?.message && wordServerText(alert.texts.message, 'es')).toBe(
      'Cooling pump: Bearing temperature marcó 92.5 °C, por encima del límite superior 80 °C. Se creó la orden de trabajo WO-2026-000042.',
    );
    expect(excursionAlert({ ...asset, criticality: 'critical' }, hot, null)).toMatchObject({
      priority: 'critical',
      message: 'Cooling pump: Bearing temperature read 92.5 °C, above the upper limit 80 °C.',
    });
  });
});
