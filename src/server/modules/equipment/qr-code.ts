import QRCode from 'qrcode';

/** The label image of an asset tag: what the scanner reads back (core spec §2, issue 3 §5). */
export async function renderQrCode(
  text: string,
  format: 'svg' | 'png',
): Promise<{ body: string | Buffer; type: string }> {
  const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
  if (format === 'png')
    return { body: await QRCode.toBuffer(text, { ...options, width: 512 }), type: 'image/png' };
  return { body: await QRCode.toString(text, { ...options, type: 'svg' }), type: 'image/svg+xml' };
}
