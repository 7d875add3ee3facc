import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBusyRecords, type BusyRecords } from './busy-records';
import { bearer } from './http';
import { buildWorld, type World, createRouteWorldApp } from './route-world';
import type { TestApp } from './test-app';

let t: TestApp;
let world: World;
let busy: BusyRecords;

beforeAll(async () => {
  t = await createRouteWorldApp();
  world = await buildWorld(t);
  busy = await makeBusyRecords(world);
});
afterAll(() => t.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/**
 * Fields that carry ids for links and requests, never shown as text: id, …Id, …Ids, …Url, and a
 * field beside its own …Name (uploadedBy with uploadedByName).
 */
const isIdField = (key: string, siblings: object) =>
  key === 'id' || /Ids?$/.test(key) || /Url$/.test(key) || `${key}Name` in siblings;

/** Every text a person may read in a response, with its path, skipping the id fields. */
function readableTexts(value: unknown, path = '$'): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => readableTexts(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      isIdField(key, value) ? [] : readableTexts(item, `${path}.${key}`),
    );
  }
  return [];
}

async function get(url: string, as: 'admin' | 'technician' = 'admin'): Promise<unknown> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: bearer(world.principal(as).token ?? ''),
  });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

/**
 * Issue 10 §1: every place a person or record is named shows a name, never an id. The timelines
 * and histories of records with assignments, moves and recorded work are walked whole, so a new
 * field is covered without naming it here.
 */
describe('people and records are named, never given as ids', () => {
  it('has no id in any text of a timeline, history or list of recorded work', async () => {
    const wo = `/api/work-orders/${busy.workOrderId}`;
    const responses: Record<string, unknown> = {
      'work-order history': await get(`${wo}/history`),
      audit: await get('/api/audit?limit=500'),
      'my notifications': await get('/api/notifications'),
      "the technician's notifications": await get('/api/notifications', 'technician'),
      'stock movements': await get(`/api/parts/${busy.partId}/movements`),
      'equipment history': await get(`/api/equipment/${busy.equipmentId}/history`),
      labour: await get(`${wo}/labor`),
      'parts usage': await get(`${wo}/parts-usage`),
      checklist: await get(`${wo}/checklist`),
      attachments: await get(`/api/attachments?workOrderId=${busy.workOrderId}`),
    };
    const ids = Object.entries(responses).flatMap(([name, body]) =>
      readableTexts(body)
        .filter(({ text }) => UUID.test(text))
        .map(({ path, text }) => `${name} ${path}: ${text}`),
    );
    expect(ids).toEqual([]);
    for (const [name, body] of Object.entries(responses))
      expect((body as unknown[]).length, name).toBeGreaterThan(0);
  });

  it('names the assignee and the equipment in the work-order history', async () => {
    const history = (await get(`/api/work-orders/${busy.workOrderId}/history`)) as {
      detail: string | null;
    }[];
    const technician = await get(`/api/profiles/${world.technicianId}`);
    const { firstName, lastName } = technician as { firstName: string; lastName: string };
    expect(history.map((entry) => entry.detail)).toContainEqual(
      expect.stringContaining(`assigned to: — → ${firstName} ${lastName}`),
    );
    expect(history.map((entry) => entry.detail)).toContainEqual(
      expect.stringMatching(/equipment: RW-\d+ — .+ → RW-\d+ — /),
    );
  });
});
