import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('Pump, "big" one')).toBe('"Pump, ""big"" one"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-5 °C')).toBe("'-5 °C");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
  });

  it('end a line with CRLF', () => {
    expect(csvLine(['PMP-001', 3, null, 'a,b'])).toBe('PMP-001,3,,"a,b"\r\n');
  });
});
