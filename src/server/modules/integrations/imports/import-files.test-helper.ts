import type { FastifyInstance } from 'fastify';
import type { ImportKind, ImportPreview } from '../../../../shared/schemas/imports';
import { multipart } from '../../../test/multipart';

/** A one-row file of the kind, with keys made unique by `serial`. */
export function oneRowFile(kind: ImportKind, serial: string): string {
  if (kind === 'equipment') {
    return `Asset Tag,Name,Model,Description\r\nIMP-${serial},Imported pump ${serial},KSB 65,Cooling loop pump\r\n`;
  }
  if (kind === 'parts') {
    return `Part Number,Name,Stock Level\r\nIMP-${serial},Imported filter ${serial},3\r\n`;
  }
  if (kind === 'pm-templates') {
    return `Model,Component,Action,Frequency\r\nKSB 65 ${serial},Seal,Inspect,monthly\r\n`;
  }
  if (kind === 'meter-readings') {
    // No equipment has this tag: the dry run names the row (see `readingFile` for one that imports).
    return `Asset Tag,Meter,Reading,Read At\r\nIMP-${serial},Running hours,12,2026-01-05 08:00\r\n`;
  }
  return `Name,Type,Email\r\nImported vendor ${serial},supplier,orders-${serial}@example.com\r\n`;
}

/** A CSV file as the browser uploads it, in the `file` part. */
export const csvForm = (csv: string, fileName = 'import.csv') =>
  multipart([{ name: 'file', fileName, type: 'text/csv', bytes: Buffer.from(csv) }]);

/** Runs a dry run through the HTTP stack and answers its preview. */
export async function dryRun(
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: ImportKind,
  csv: string,
  fileName?: string,
): Promise<{ statusCode: number; preview: ImportPreview; body: string }> {
  const form = csvForm(csv, fileName);
  const response = await app.inject({
    method: 'POST',
    url: `/api/imports/${kind}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  return { statusCode: response.statusCode, preview: response.json<ImportPreview>(), body: response.body };
}
