import { describe, expect, it } from 'vitest';
import { csvField } from '../../../../shared/csv';
import { readCsv, sniffDelimiter } from './csv-read';
import { readColumns } from './import-columns';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('sniffDelimiter', () => {
  it('takes the separator the header line uses most, outside quotes', () => {
    expect(sniffDelimiter('Asset Tag,Name,Model\r\nA;B;C;D')).toBe(',');
    expect(sniffDelimiter('Asset Tag;Name;Model\nA,B')).toBe(';');
    expect(sniffDelimiter('"Cost, in EUR";Name;Model\n')).toBe(';');
    expect(sniffDelimiter('Name\n')).toBe(',');
  });
});

describe('readCsv', () => {
  it('drops the byte-order mark and keeps blank lines’ row numbers', () => {
    const table = readCsv(bytes('\uFEFFName;Type\r\nAcme;supplier\r\n\r\nVolt;contractor\r\n'));
    expect(table).toEqual({
      header: ['Name', 'Type'],
      rows: [['Acme', 'supplier'], [], ['Volt', 'contractor']],
    });
  });

  it('removes exactly the apostrophe the export writes before a formula, and keeps other formula-like text', () => {
    for (const text of ['=SUM(A1)', '+1', '-5 °C', '@user', 'a,=b', "'quoted"]) {
      expect(readCsv(bytes(`Description\r\n${csvField(text)}\r\n`)).rows[0]).toEqual([text]);
    }
    expect(readCsv(bytes('Description\n=1+1\n')).rows[0]).toEqual(['=1+1']);
  });
});

describe('readColumns', () => {
  const columns = [
    { header: 'Asset Tag', field: 'assetTag', required: true },
    { header: 'Serial Number', field: 'serialNumber' },
  ];

  it('matches headers whatever their case and spacing, and ignores columns it does not know', () => {
    const read = readColumns(
      { header: ['  serial   NUMBER ', 'Added', 'ASSET TAG'], rows: [['S-1', 'x', ' P-1 '], []] },
      columns,
    );
    expect(read).toEqual({
      rows: [{ row: 2, cells: { serialNumber: 'S-1', assetTag: 'P-1' } }],
      fields: ['serialNumber', 'assetTag'],
      errors: [],
    });
  });

  it('matches an export header with its unit in brackets, such as a currency', () => {
    const read = readColumns(
      { header: ['Asset Tag', 'Serial Number (EUR)', 'Stock Value (EUR)'], rows: [['P-1', 'S-1', '9']] },
      columns,
    );
    expect(read.rows).toEqual([{ row: 2, cells: { assetTag: 'P-1', serialNumber: 'S-1' } }]);
  });

  it('reads a file exported in another language, whose headers are in the exporter’s words', () => {
    const read = readColumns(
      { header: ['Anlagennummer', 'Seriennummer', 'Bestandswert (EUR)'], rows: [['P-1', 'S-1', '9']] },
      columns,
    );
    expect(read).toEqual({
      rows: [{ row: 2, cells: { assetTag: 'P-1', serialNumber: 'S-1' } }],
      fields: ['assetTag', 'serialNumber'],
      errors: [],
    });
    expect(readColumns({ header: ['Numéro de série'], rows: [] }, columns).errors).toEqual([
      expect.objectContaining({ row: 1, column: 'Asset Tag' }),
    ]);
  });

  it('names a missing required column and a repeated one on row 1', () => {
    expect(readColumns({ header: ['Serial Number', 'serial number'], rows: [] }, columns).errors).toEqual([
      {
        row: 1,
        column: 'Serial Number',
        code: 'import.columnTwice',
        params: { column: 'Serial Number' },
        message: 'The column Serial Number is there twice: keep one',
      },
      {
        row: 1,
        column: 'Asset Tag',
        code: 'import.columnMissing',
        params: { column: 'Asset Tag' },
        message: 'The column Asset Tag is missing: add it to the header row',
      },
    ]);
  });
});
