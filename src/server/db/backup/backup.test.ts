import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../test/throwaway-postgres';
import { bearer, login } from '../../test/http';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../seed';
import { restoreBackup } from './restore-backup';
import { writeBackup, type BackupSummary } from './write-backup';
import { OPEN_STATUSES } from '@shared/work-order-rules';

let t: TestApp;
let dir: string;
let file: string;
let backedUp: BackupSummary;
const uploaded: string[] = [];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A database with nothing in it, not even the schema: a restore has to build it. */
async function emptyDatabase(): Promise<string> {
  const { adminUrl, prefix } = inject('testDb');
  return createDatabase(adminUrl, `${prefix}_${randomBytes(6).toString('hex')}`);
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Rows per table of the public schema. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(
    url,
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: string }>(
      url,
      `select count(*)::text as n from ${pg.escapeIdentifier(name)}`,
    );
    counts[name] = Number(row?.n);
  }
  return counts;
}

const attachmentChecksums = (url: string) =>
  query<{ id: string; data: string; thumbnail: string | null }>(
    url,
    `select attachment_id as id, encode(sha256(data), 'hex') as data,
            encode(sha256(thumbnail), 'hex') as thumbnail
       from attachment_contents order by attachment_id`,
  );

/** The backup's bytes as gzip holds them, changed by `edit`, written to a file of its own. */
async function alteredCopy(name: string, edit: (plain: Buffer) => Buffer): Promise<string> {
  const altered = path.join(dir, name);
  await fs.writeFile(altered, gzipSync(edit(gunzipSync(await fs.readFile(file)))));
  return altered;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.db);
  const admin = await login(t.app, 'admin@example.com', DEMO_PASSWORD);
  const [order] = await query<{ id: string }>(
    t.url,
    `select id from work_orders where warehouse_id = '${admin.user.warehouseId}'
        and status in (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})
      order by fo_number limit 1`,
  );
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
  const manual = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  for (const [fileName, type, bytes] of [
    ['pump photo.png', 'image/png', photo],
    ['manual.pdf', 'application/pdf', manual],
  ] as const) {
    const body = multipart([
      { name: 'context', value: JSON.stringify({ workOrderId: order?.id }) },
      { name: 'file', fileName, type, bytes },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...bearer(admin.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    uploaded.push(sha256(bytes));
  }
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldwork-backup-'));
  file = path.join(dir, 'demo.backup');
  backedUp = await writeBackup(t.url, file);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores the demo data and its attachments into an empty database, identical', async () => {
    const target = await emptyDatabase();
    await restoreBackup(file, target);

    const before = await rowCounts(t.url);
    expect(await rowCounts(target)).toEqual(before);
    expect(before.work_orders).toBeGreaterThan(100);
    expect(before.attachment_contents).toBe(2);

    const checksums = await attachmentChecksums(target);
    expect(checksums).toEqual(await attachmentChecksums(t.url));
    expect(checksums.map((c) => c.data).sort()).toEqual([...uploaded].sort());
    expect(checksums.some((c) => c.thumbnail)).toBe(true);

    // Backed up again, the restored database gives every table's bytes back unchanged.
    const again = await writeBackup(target, path.join(dir, 'again.backup'));
    expect(again.tables).toEqual(backedUp.tables);
    expect(again.migration).toEqual(backedUp.migration);
  });

  it('refuses a database that holds data, and leaves it as it was', async () => {
    const before = await rowCounts(t.url);
    await expect(restoreBackup(file, t.url)).rejects.toThrow(/^The target database is not empty \(/);
    expect(await rowCounts(t.url)).toEqual(before);
  });

  it('refuses a damaged or truncated backup and leaves the target empty', async () => {
    const damaged = await alteredCopy('damaged.backup', (plain) => {
      const at = plain.indexOf('Main Plant');
      return Buffer.concat([plain.subarray(0, at), Buffer.from('Main Plans'), plain.subarray(at + 10)]);
    });
    const truncated = await alteredCopy('truncated.backup', (plain) => plain.subarray(0, plain.length / 2));
    for (const [broken, message] of [
      [damaged, /^The backup is damaged: \w+ fails its checksum$/],
      [truncated, /^The backup is truncated: it ends inside the rows of /],
    ] as const) {
      const target = await emptyDatabase();
      await expect(restoreBackup(broken, target)).rejects.toThrow(message);
      const counts = await rowCounts(target);
      expect(Object.keys(counts).length).toBeGreaterThan(20);
      expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    }
  });

  it('tells a file that is not a backup from one', async () => {
    const other = path.join(dir, 'notes.txt');
    await fs.writeFile(other, 'not a backup');
    await expect(restoreBackup(other, t.url)).rejects.toThrow('This file is not a Fieldwork backup.');
    const otherGzip = path.join(dir, 'notes.txt.gz');
    await fs.writeFile(otherGzip, gzipSync('{"hello":"world"}\n'));
    await expect(restoreBackup(otherGzip, t.url)).rejects.toThrow('This file is not a Fieldwork backup.');
  });
});
