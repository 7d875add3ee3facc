import { describe, expect, it } from 'vitest';
import { updateDowntimeSchema } from '@shared/schemas/downtime';
import { updateEquipmentSchema } from '@shared/schemas/equipment';
import { updateMeterSchema } from '@shared/schemas/meters';
import { updatePartSchema } from '@shared/schemas/parts';
import { updateVendorSchema } from '@shared/schemas/vendors';
import { updateWorkOrderSchema } from '@shared/schemas/work-orders';
import { fieldNameKey } from './attention-item';

/** What an offline edit can set, by the tables the queue updates with a version (a conflict names them). */
const VERSIONED_EDITS = {
  'work-orders': updateWorkOrderSchema,
  equipment: updateEquipmentSchema,
  parts: updatePartSchema,
  vendors: updateVendorSchema,
  downtime: updateDowntimeSchema,
  meters: updateMeterSchema,
};

describe('the conflict panel of a queued change', () => {
  it.each(Object.entries(VERSIONED_EDITS))(
    'has a translated name for every field of %s',
    (_table, schema) => {
      const unnamed = Object.keys(schema.shape).filter((field) => fieldNameKey(field) === undefined);
      expect(unnamed).toEqual([]);
    },
  );
});
