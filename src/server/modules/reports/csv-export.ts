import { Readable } from 'node:stream';
import { CSV_BOM, csvLine } from '../../../shared/csv';

type Fields = readonly (string | number | null | undefined)[];

/** One page of an export's lines and where the next one starts. */
export interface CsvPage {
  rows: Fields[];
  nextCursor: string | undefined;
}

export interface CsvExport {
  fileName: string;
  body: Readable;
}

/**
 * A CSV export that streams page by page, so 100,000 rows never sit in memory at once. The
 * first page is read before anything is sent: a database that is away answers as an error
 * (503), not as a cut-off download.
 */
export async function streamCsv(
  fileName: string,
  header: Fields,
  readPage: (cursor: string | undefined) => Promise<CsvPage>,
): Promise<CsvExport> {
  const first = await readPage(undefined);
  async function* lines() {
    yield CSV_BOM + csvLine(header) + first.rows.map(csvLine).join('');
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await readPage(cursor);
      yield page.rows.map(csvLine).join('');
      cursor = page.nextCursor;
    }
  }
  return { fileName, body: Readable.from(lines(), { objectMode: false }) };
}
