import { describe, expect, it } from 'vitest';
import { fileNameProblemKind, uploadProblemKind } from './attachment-rules';

describe('file rules (core spec §5)', () => {
  it('accepts ordinary names', () => {
    for (const name of ['pump photo.jpg', 'Wartungsbericht März.pdf', 'a.b.c.png', 'console.log.pdf']) {
      expect(fileNameProblemKind(name)).toBeNull();
    }
  });

  it('refuses .., the reserved characters, control characters and device names', () => {
    for (const name of [
      'a..b.png',
      'a<b.png',
      'a>b',
      'a:b',
      'a"b',
      'a|b',
      'a?b',
      'a*b',
      'a\tb.png',
      'CON',
      'con.txt',
      'LPT1.log',
      'nul',
      '   ',
    ]) {
      expect(fileNameProblemKind(name), name).toBe('invalidName');
    }
  });

  it('limits names to 255 characters', () => {
    expect(fileNameProblemKind('a'.repeat(255))).toBeNull();
    expect(fileNameProblemKind('a'.repeat(256))).toBe('nameTooLong');
  });

  it('checks size, then type, then name', () => {
    expect(uploadProblemKind({ name: 'x.png', size: 5 * 1024 * 1024, type: 'image/png' })).toBeNull();
    expect(uploadProblemKind({ name: 'x.png', size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe(
      'tooLarge',
    );
    expect(uploadProblemKind({ name: 'x.exe', size: 10, type: 'application/x-msdownload' })).toBe(
      'typeNotAllowed',
    );
    expect(uploadProblemKind({ name: 'x', size: 10, type: '' })).toBe('typeNotAllowed');
    expect(uploadProblemKind({ name: 'a..png', size: 10, type: 'image/png' })).toBe('invalidName');
  });
});
