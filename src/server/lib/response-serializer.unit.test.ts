import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer } from './response-serializer';

const schema = z.object({
  id: z.uuid(),
  name: z.string(),
  rate: z.number().nullable(),
  tags: z.array(z.string()),
  data: z.record(z.string(), z.unknown()).nullable(),
});
const row = {
  id: '345215d4-e476-4664-a3fd-e54f5f6ef8ef',
  name: 'Pump P-101',
  rate: null,
  tags: ['critical'],
  data: { flow: 32, unit: 'm³/h', nested: { ok: true } },
};

function serializerFor(verifyContract: boolean) {
  return createResponseSerializer({ verifyContract })({
    schema,
    method: 'GET',
    url: '/api/things',
    httpStatus: '200',
  });
}

describe('response serializer', () => {
  it('writes what zod would, keeping only declared fields', () => {
    const body = serializerFor(false)({ ...row, passwordHash: 'secret' });
    expect(JSON.parse(body)).toEqual(row);
    expect(body).not.toContain('secret');
  });

  it('verifies the contract when asked, naming the route', () => {
    const write = serializerFor(true);
    expect(JSON.parse(write(row))).toEqual(row);
    for (const drift of [{ rate: 'high' }, { id: 'not-a-uuid' }]) {
      expect(() => write({ ...row, ...drift })).toThrow(
        expect.objectContaining({
          message: "Response doesn't match the schema",
          method: 'GET',
          url: '/api/things',
        }),
      );
    }
  });

  it('trusts the handler in production, so a drift costs no check', () => {
    expect(JSON.parse(serializerFor(false)({ ...row, id: 'not-a-uuid' })).id).toBe('not-a-uuid');
  });
});
