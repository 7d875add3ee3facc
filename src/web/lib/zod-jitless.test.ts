import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import './zod-jitless';

describe('zod in the browser', () => {
  it('never compiles a parser with eval (the CSP forbids it)', () => {
    const evaluate = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), count: z.number().int() });
    expect(schema.parse({ name: 'Pump', count: 2 })).toEqual({ name: 'Pump', count: 2 });
    expect(z.config().jitless).toBe(true);
    expect(evaluate).not.toHaveBeenCalled();
  });
});
