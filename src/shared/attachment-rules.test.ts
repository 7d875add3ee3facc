import { describe, expect, it } from 'vitest';
import { fileNameProblem, uploadProblem } from './attachment-rules';

describe('file rules (core spec §5)', () => {
  it('accepts ordinary names', () => {
    for (const name of ['pump photo.jpg', 'Wartungsbericht März.pdf', 'a.b.c.png', 'console.log.pdf']) {
      expect(fileNameProblem(name)).toBeNull();
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
      expect(fileNameProblem(name), name).toBe('File name contains invalid characters');
    }
  });

  it('limits names to 255 characters', () => {
    expect(fileNameProblem('a'.repeat(255))).toBeNull();
    expect(fileNameProblem('a'.repeat(256))).toBe('File name is too long (max 255 characters)');
  });

  it('checks size, then type, then name, with the spec’s messages', () => {
    expect(uploadProblem({ name: 'x.png', size: 5 * 1024 * 1024, type: 'image/png' })).toBeNull();
    expect(uploadProblem({ name: 'x.png', size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe(
      'File size exceeds 5MB limit',
    );
    expect(uploadProblem({ name: 'x.exe', size: 10, type: 'application/x-msdownload' })).toBe(
      'File type application/x-msdownload is not allowed. Supported types: JPEG, PNG, GIF, PDF, MP3, MP4, DOC, DOCX',
    );
    expect(uploadProblem({ name: 'x', size: 10, type: '' })).toBe(
      'File type unknown is not allowed. Supported types: JPEG, PNG, GIF, PDF, MP3, MP4, DOC, DOCX',
    );
    expect(uploadProblem({ name: 'a..png', size: 10, type: 'image/png' })).toBe(
      'File name contains invalid characters',
    );
  });
});
