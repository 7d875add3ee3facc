/**
 * The device summary sent with sign-in (core spec §7): user agent, language, platform,
 * screen resolution, time zone and a canvas rendering, base64-encoded. The server keeps it
 * with the session so a user can recognise their devices; it is not a security control.
 */

/** A short, stable hash (cyrb53) so the canvas image adds a few characters, not kilobytes. */
function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

function canvasSignature(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) return 'no-canvas';
    context.textBaseline = 'top';
    context.font = '14px Arial';
    context.fillStyle = '#2f5fe0';
    context.fillRect(0, 0, 100, 20);
    context.fillStyle = '#f60';
    context.fillText('Fieldwork device', 4, 12);
    return hashText(canvas.toDataURL());
  } catch {
    return 'no-canvas';
  }
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function getDeviceFingerprint(): string {
  const summary = {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    screen: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    canvas: canvasSignature(),
  };
  return toBase64(JSON.stringify(summary));
}
