import { LOCALES, type Locale } from '../../shared/locales';
import { SERVER_CATALOGUES, wordServerText, type ServerTextKey, type ServerTextParams } from './server-text';

const COLUMN = 'csv.column.';
const CELL = 'csv.cell.';

type Suffix<K, Prefix extends string> = K extends `${Prefix}${infer Name}` ? Name : never;
/** A column of an export, by its name in the catalogue ("assetTag" is "Asset Tag" in English). */
export type CsvColumn = Suffix<ServerTextKey, typeof COLUMN>;
/** A worded cell of an export ("yes", "stockStatus"…). */
export type CsvCell = Suffix<ServerTextKey, typeof CELL>;

/**
 * The words of an export in the language of the person exporting (issue 29 §2): its header and
 * its worded cells. Codes (a status, a priority) are data, written as they are in every language.
 */
export function csvWords(locale: Locale | null) {
  const column = (name: CsvColumn) => wordServerText({ key: `${COLUMN}${name}` }, locale);
  return {
    /** A column given with its unit is written "Unit Cost (EUR)": an import reads past the unit. */
    header: (columns: readonly (CsvColumn | readonly [CsvColumn, string])[]) =>
      columns.map((c) => (typeof c === 'string' ? column(c) : `${column(c[0])} (${c[1]})`)),
    cell: (cell: CsvCell, params?: ServerTextParams) =>
      wordServerText({ key: `${CELL}${cell}`, params }, locale),
  };
}

export type CsvWords = ReturnType<typeof csvWords>;

/** Each English column header, with its words in every language. */
const HEADERS_BY_ENGLISH = new Map(
  Object.entries(SERVER_CATALOGUES.en)
    .filter(([key]) => key.startsWith(COLUMN))
    .map(([key, english]) => [
      english.toLowerCase(),
      [...new Set(LOCALES.map((locale) => SERVER_CATALOGUES[locale][key] ?? english))],
    ]),
);

/**
 * The headers an import takes for a column written `english`: the English one and, when an
 * export writes that column, its words in every language, so a file exported in German imports.
 */
export const headerWordsOf = (english: string): readonly string[] =>
  HEADERS_BY_ENGLISH.get(english.toLowerCase()) ?? [english];
