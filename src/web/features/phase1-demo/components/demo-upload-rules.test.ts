import { describe, expect, it } from 'vitest';
import { DEMO_UPLOAD_MAX_BYTES } from '@shared/constants';
import { DEMO_UPLOAD_MESSAGES, demoUploadProblem } from './demo-upload-rules';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('demo upload rules', () => {
  it('accepts images of any kind, PDF and Word files up to 10 MB', () => {
    expect(demoUploadProblem(file('pump.webp', 'image/webp'))).toBeNull();
    expect(demoUploadProblem(file('manual.pdf', 'application/pdf', DEMO_UPLOAD_MAX_BYTES))).toBeNull();
    expect(demoUploadProblem(file('report.doc', 'application/msword'))).toBeNull();
    expect(demoUploadProblem(file('Report.DOCX', ''))).toBeNull();
  });

  it('refuses larger files and other kinds with the widget messages', () => {
    expect(demoUploadProblem(file('manual.pdf', 'application/pdf', DEMO_UPLOAD_MAX_BYTES + 1))).toBe(
      'File size must be less than 10MB',
    );
    expect(demoUploadProblem(file('notes.txt', 'text/plain'))).toBe(DEMO_UPLOAD_MESSAGES.notAccepted);
    expect(demoUploadProblem(file('clip.mp4', 'video/mp4'))).toBe(DEMO_UPLOAD_MESSAGES.notAccepted);
  });

  it('words the file limit after the box', () => {
    expect(DEMO_UPLOAD_MESSAGES.tooMany(10)).toBe('Maximum 10 files allowed');
  });
});
