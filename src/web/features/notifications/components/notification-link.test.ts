import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { resolveLinkPath } from './notification-link';

const EQUIPMENT_ID = '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8';

describe('resolveLinkPath', () => {
  it('opens equipment known by id under its asset tag, else falls back to the list', async () => {
    stubFetch({
      [`GET /api/equipment/${EQUIPMENT_ID}`]: () =>
        jsonResponse(200, { id: EQUIPMENT_ID, assetTag: 'CMP 7' }),
    });
    expect(await resolveLinkPath({ equipmentId: EQUIPMENT_ID })).toBe('/equipment?asset=CMP%207');
    expect(await resolveLinkPath({ equipmentId: 'deleted-since' })).toBe('/equipment');
  });

  it('keeps a path as it is', async () => {
    expect(await resolveLinkPath({ path: '/inventory?part=p-1' })).toBe('/inventory?part=p-1');
  });
});
