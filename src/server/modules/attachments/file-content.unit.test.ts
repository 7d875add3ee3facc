import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blankPng } from '../../test/blank-png';
import { ImageTooLargeError, makeThumbnail, thumbnailSlots } from './file-content';

describe('makeThumbnail', () => {
  it('makes two thumbnails at a time; the others queue', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const thumbnails = Array.from({ length: 5 }, () => makeThumbnail(photo));
    expect([thumbnailSlots.running, thumbnailSlots.waiting]).toEqual([2, 3]);
    for (const thumbnail of await Promise.all(thumbnails)) {
      const { width, height, format } = await sharp(thumbnail).metadata();
      expect([width, height, format]).toEqual([200, 150, 'jpeg']);
    }
    expect([thumbnailSlots.running, thumbnailSlots.waiting]).toEqual([0, 0]);
  });

  it('refuses an image bomb from its header, and frees its slot', async () => {
    await expect(makeThumbnail(blankPng(16_000, 16_000))).rejects.toThrow(ImageTooLargeError);
    await expect(makeThumbnail(blankPng(16_000, 16_000))).rejects.toThrow(
      'The image is too large: at most 50 megapixels',
    );
    expect(thumbnailSlots.running).toBe(0);
  });
});
