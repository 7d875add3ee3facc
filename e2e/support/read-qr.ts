import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/** An element's pixels as they were drawn (a screenshot), RGBA row by row. */
export async function pixelsOf(
  element: Locator,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const png = await element.screenshot();
  const image = await element.page().evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to read the screenshot with');
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { data: Array.from(data), width, height };
  }, png.toString('base64'));
  return { data: Uint8ClampedArray.from(image.data), width: image.width, height: image.height };
}

/**
 * The text of the QR code an element shows, read from its pixels as they were drawn, not from
 * its source: what a phone's camera would get from the printed label. The browser decodes the
 * PNG (no image library of our own for the journeys); jsQR reads it.
 */
export async function readQrCode(element: Locator): Promise<string | null> {
  const { data, width, height } = await pixelsOf(element);
  return jsQR(data, width, height)?.data ?? null;
}
