import { describe, expect, it } from 'vitest';
import { isTempId, newTempId, tempIdsIn, withServerIds } from './temp-ids';

describe('temp ids', () => {
  it('are prefixed temp- and unique', () => {
    const [a, b] = [newTempId(), newTempId()];
    expect(a).toMatch(/^temp-[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    expect(isTempId(a)).toBe(true);
    expect(isTempId('3f0c…')).toBe(false);
  });

  it('are found and replaced anywhere in a body', () => {
    const body = { workOrderId: 'temp-1', nested: [{ id: 'temp-2' }, 'temp-3'], n: 4 };
    expect([...tempIdsIn(body)].sort()).toEqual(['temp-1', 'temp-2', 'temp-3']);
    expect(
      withServerIds(
        body,
        new Map([
          ['temp-1', 'S1'],
          ['temp-2', 'S2'],
        ]),
      ),
    ).toEqual({
      workOrderId: 'S1',
      nested: [{ id: 'S2' }, 'temp-3'],
      n: 4,
    });
  });
});
