import type { Page } from '@playwright/test';

/** A photo as a phone would take one: a PNG drawn in the page, for an upload field. */
export async function drawPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 480, 360);
    context.fillStyle = '#fde047';
    context.beginPath();
    context.arc(240, 180, 100, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
