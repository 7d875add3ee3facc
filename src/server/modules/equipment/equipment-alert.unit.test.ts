import { describe, expect, it } from 'vitest';
import { wordServerText } from '../../i18n/server-text';
import { equipmentAlertOf } from './equipment-alert';

const asset = {
  id: 'a1',
  organizationId: 'o1',
  warehouseId: 'w1',
  assetTag: 'PMP-7',
  name: 'Feed pump',
  status: 'active' as const,
  criticality: 'high' as const,
};

describe('equipmentAlertOf', () => {
  it('alerts when a high or critical asset goes into maintenance or out of service', () => {
    expect(equipmentAlertOf(asset, { ...asset, status: 'inactive' })).toMatchObject({
      type: 'equipment_alert',
      title: 'PMP-7 is out of service',
      message: 'Feed pump (high criticality) is out of service; it was active.',
      priority: 'high',
    });
    expect(
      equipmentAlertOf(
        { ...asset, criticality: 'critical' },
        { ...asset, criticality: 'critical', status: 'maintenance' },
      ),
    ).toMatchObject({ title: 'PMP-7 is down for maintenance', priority: 'critical' });
  });

  it('is worded in each planner’s language (issue 29 §2)', () => {
    const alert = equipmentAlertOf(asset, { ...asset, status: 'maintenance' });
    expect(alert?.texts && wordServerText(alert.texts.title, 'de')).toBe('PMP-7 ist in Wartung');
    expect(alert?.texts?.message && wordServerText(alert.texts.message, 'fr')).toBe(
      'Feed pump (criticité haute) est en maintenance ; avant : en service.',
    );
  });

  it('does not alert when an asset already stopped is only re-rated', () => {
    const stopped = { ...asset, status: 'maintenance' as const, criticality: 'medium' as const };
    expect(equipmentAlertOf({ ...stopped }, { ...stopped, criticality: 'high' })).toBeNull();
  });

  it('stays quiet for low and medium assets, retirement, restarts and a second stoppage', () => {
    expect(
      equipmentAlertOf(
        { ...asset, criticality: 'medium' },
        { ...asset, criticality: 'medium', status: 'maintenance' },
      ),
    ).toBeNull();
    expect(equipmentAlertOf(asset, { ...asset, status: 'retired' })).toBeNull();
    expect(equipmentAlertOf({ ...asset, status: 'maintenance' }, asset)).toBeNull();
    expect(
      equipmentAlertOf({ ...asset, status: 'maintenance' }, { ...asset, status: 'inactive' }),
    ).toBeNull();
  });
});
