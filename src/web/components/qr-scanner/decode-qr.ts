import { ASSET_TAG_PATTERN } from '@shared/schemas/equipment';

/** Frames wider than this are scaled down before jsQR reads them: plenty for a label, far less work. */
const MAX_DECODE_WIDTH = 800;

interface DetectedBarcode {
  rawValue: string;
}

/** The Shape Detection API, which TypeScript's DOM library does not describe yet. */
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** Reads one video frame; null when no QR code is in it. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

async function createNativeDecoder(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    // Present but unusable (no platform backend): jsQR reads the frames instead.
    return null;
  }
}

async function createJsQrDecoder(): Promise<FrameDecoder> {
  // Loaded only when a camera actually starts, so it never weighs on a page's first download.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0 || video.videoHeight === 0) return null;
    const scale = Math.min(1, MAX_DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    // Printed labels are dark on light; phone screens showing a code can be inverted.
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

/** The browser's own BarcodeDetector where it reads QR codes, else jsQR on canvas frames. */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  return (await createNativeDecoder()) ?? createJsQrDecoder();
}

/**
 * The asset tag a scanned code carries: the tag itself (the labels printed before the request
 * portal), a request-portal label (`…/r/{portalKey}/{TAG}`, issue 23), or a link to the
 * equipment screen (`…/equipment?asset=TAG`). The portal's poster (`…/r/{portalKey}`) and a
 * request's status page name no asset; those and anything else that is not one of our labels: null.
 */
export function parseScannedValue(raw: string): string | null {
  const text = raw.trim();
  if (ASSET_TAG_PATTERN.test(text)) return text;
  try {
    const url = new URL(text);
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    // The portal's address may sit under a path of its own (PUBLIC_URL), so read from the end.
    const portalAt = segments.lastIndexOf('r');
    if (portalAt >= 0 && portalAt !== segments.length - 3) return null;
    const tag =
      portalAt >= 0 ? (segments.at(-1) ?? '') : (url.searchParams.get('asset') ?? segments.at(-1) ?? '');
    return ASSET_TAG_PATTERN.test(tag) ? tag : null;
  } catch {
    // Not a URL, or one with a broken %-escape.
    return null;
  }
}
