import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger({ level: 'trace' }, sink), output: () => lines.join('') };
}

describe('createLogger', () => {
  it('redacts secret-bearing fields at every level a record nests them', () => {
    const { log, output } = capture();
    log.info({
      password: 'pw-top',
      body: { currentPassword: 'pw-current', newPassword: 'pw-new', mfaToken: '123456' },
      req: { headers: { authorization: 'Bearer abc.def', cookie: 'fieldwork_device=dev-token' } },
      res: { headers: { 'set-cookie': 'fieldwork_device=dev-token-2' } },
      user: { row: { passwordHash: '$argon2id$v=19$x', mfaSecret: 'JBSWY3DPEHPK3PXP' } },
      settings: { vapid: { keys: { privateKey: 'vapid-private', vapidPrivateKey: 'vapid-private-2' } } },
      tokens: { token: 't1', accessToken: 't2', refreshToken: 't3', tokenHash: 't4', secret: 's1' },
      jwtSecret: 'jwt-secret-value',
    });
    const record = output();
    for (const value of [
      'pw-top',
      'pw-current',
      'pw-new',
      '123456',
      'abc.def',
      'dev-token',
      '$argon2',
      'JBSWY3DPEHPK3PXP',
      'vapid-private',
      '"t1"',
      '"t2"',
      '"t3"',
      '"t4"',
      '"s1"',
      'jwt-secret-value',
    ]) {
      expect(record, value).not.toContain(value);
    }
    expect(record).toContain('[Redacted]');
  });

  it('redacts secrets deeper than four levels, in errors and bindings too, without touching the caller’s objects', () => {
    const { log, output } = capture();
    const settings = { a: { b: { c: { d: { e: { password: 'pw-deep' } } } } } };
    const failure = Object.assign(new Error('request failed'), {
      config: { headers: { authorization: 'Bearer in-error' } },
    });
    log
      .child({ job: 'escalation' })
      .child({ session: { refreshToken: 'in-binding' } })
      .warn({ settings, err: failure }, 'deep');
    const record = output();
    for (const value of ['pw-deep', 'in-error', 'in-binding']) expect(record, value).not.toContain(value);
    expect(record).toContain('request failed');
    expect(record).toContain('"job":"escalation"');
    expect(settings.a.b.c.d.e.password).toBe('pw-deep');
    expect(failure.config.headers.authorization).toBe('Bearer in-error');
  });

  it('keeps the SQL of a failed query but drops its parameters, wherever the error sits', () => {
    const { log, output } = capture();
    const cause = Object.assign(new Error('null value in column "email" violates not-null constraint'), {
      code: '23502',
      detail: 'Failing row contains (1, $argon2id$v=19$row).',
    });
    const failure = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['lee@x.example', '$argon2id$v=19$param'],
      cause,
    );
    log.error({ err: failure }, 'unhandled error');
    log.error({ job: { failure } }, 'job failed');
    const record = output();
    expect(record).not.toContain('$argon2');
    expect(record).not.toContain('lee@x.example');
    expect(record).toContain('insert into \\"users\\"');
    expect(record).toContain('violates not-null constraint');
    // The error itself is untouched: only its log record lost the values.
    expect(failure.params).toEqual(['lee@x.example', '$argon2id$v=19$param']);
  });
});
