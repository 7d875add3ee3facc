import { describe, expect, it } from 'vitest';
import { attachmentSchema } from '@shared/schemas/attachments';
import { pendingAttachment, uploadLabel } from './queue-upload';

const photo = new File([new Uint8Array(10)], 'pump.jpg', { type: 'image/jpeg' });
const manual = new File([new Uint8Array(10)], 'manual.pdf', { type: 'application/pdf' });
const ORDER_ID = '3f1c2a4e-0000-4000-8000-000000000001';

describe('a file kept on the device for later upload', () => {
  it('is named as a person would: a photo or a file, for which record', () => {
    expect(uploadLabel(photo, { workOrderId: ORDER_ID }, 'WO-2026-012').label).toBe(
      'Photo pump.jpg for WO-2026-012',
    );
    expect(uploadLabel(manual, { equipmentId: ORDER_ID }).label).toBe('File manual.pdf for this equipment');
  });

  it('is listed with its name, size and type under its record until it is uploaded', () => {
    const shown = pendingAttachment(
      ORDER_ID,
      photo,
      { workOrderId: ORDER_ID },
      new Date('2026-06-01T10:00:00Z'),
    );
    expect(attachmentSchema.parse(shown)).toMatchObject({
      fileName: 'pump.jpg',
      fileSize: 10,
      fileType: 'image/jpeg',
      workOrderId: ORDER_ID,
      equipmentId: null,
    });
  });
});
