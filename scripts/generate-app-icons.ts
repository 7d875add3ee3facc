/**
 * Writes the install icons of the web app manifest (vite.config.ts) from the favicon: 192 and
 * 512 px as drawn, and a 512 px maskable one whose mark sits inside the safe zone (the inner
 * 80 % circle) on a full-bleed background, since launchers crop it to their own shape.
 * Run with `npx tsx scripts/generate-app-icons.ts` after changing favicon.svg; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The favicon's rounded tile colour fills the whole maskable square. */
const tileColour = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1];
const marks = favicon.match(/<path[^>]*\/>/g);
if (!tileColour || !marks) throw new Error('favicon.svg no longer has its tile and mark');

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${tileColour}"/>
  <g transform="translate(16 16) scale(0.7) translate(-16 -16)">${marks.join('')}</g>
</svg>`;

async function writeIcon(svg: string, size: number, name: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(path.join(publicDir, name));
}

await writeIcon(favicon, 192, 'icon-192.png');
await writeIcon(favicon, 512, 'icon-512.png');
await writeIcon(maskable, 512, 'icon-512-maskable.png');
