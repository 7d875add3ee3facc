import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';

/**
 * Fake cameras for the scan journeys: Chromium plays a YUV4MPEG2 file as the webcam
 * (--use-file-for-fake-video-capture), so the real decoding path reads a real QR code. One
 * shows an equipment label, the other a part's bin label (the purchasing journey's part).
 */
const videoPath = (text: string) =>
  path.resolve(import.meta.dirname, `../../test-results/fake-camera/${text.toLowerCase()}.y4m`);
export const QR_VIDEO_TEXT = 'PMP-E2E-01';
export const QR_VIDEO_PATH = videoPath(QR_VIDEO_TEXT);
export const PART_LABEL_TEXT = 'VLV-E2E-PO';
export const PART_LABEL_VIDEO_PATH = videoPath(PART_LABEL_TEXT);

/** Video levels (BT.601): 16 is black, 235 white; 128 on both chroma planes is grey, no colour. */
const LUMA_DARK = 16;
const LUMA_LIGHT = 235;
const CHROMA_NEUTRAL = 128;
const QUIET_ZONE_MODULES = 4;

/** One 4:2:0 frame repeated: a QR code of `text`, centred, filling 80 % of the shorter side. */
export function buildQrVideo(text: string, width = 640, height = 480, frames = 5): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + QUIET_ZONE_MODULES * 2;
  const scale = Math.floor((Math.min(width, height) * 0.8) / span);
  const left = Math.floor((width - span * scale) / 2) + QUIET_ZONE_MODULES * scale;
  const top = Math.floor((height - span * scale) / 2) + QUIET_ZONE_MODULES * scale;

  const luma = Buffer.alloc(width * height, LUMA_LIGHT);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.data[row * modules.size + column]) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * width + left + column * scale;
        luma.fill(LUMA_DARK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), CHROMA_NEUTRAL);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

function writeVideo(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, buildQrVideo(text));
  renameSync(partial, file);
}

/** Playwright globalSetup: writes the files before any browser starts (each renamed into place whole). */
export default function writeQrVideos(): void {
  writeVideo(QR_VIDEO_PATH, QR_VIDEO_TEXT);
  writeVideo(PART_LABEL_VIDEO_PATH, PART_LABEL_TEXT);
}
