import type pg from 'pg';

/**
 * Fixes every setting that shapes COPY's text, for the current transaction: the output is
 * then exact (all float digits, bytea in hex, timestamps with their offset) and the same
 * whatever the server's configuration, and a restore reads it under the same settings.
 */
export async function setCopySettings(client: pg.ClientBase): Promise<void> {
  await client.query(
    [
      `set local timezone = 'UTC'`,
      `set local datestyle = 'ISO, YMD'`,
      `set local intervalstyle = 'postgres'`,
      `set local extra_float_digits = 3`,
      `set local bytea_output = 'hex'`,
      `set local client_encoding = 'UTF8'`,
    ].join(';'),
  );
}
