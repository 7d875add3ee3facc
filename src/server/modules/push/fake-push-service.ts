import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: what a push service received. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 for tests: records every request and answers each path with
 * the status given for it (201, as real push services do, for any other path).
 */
export async function startFakePushService(statusByPath: Record<string, number> = {}) {
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusByPath[path] ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: (path: string) => `${origin}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Reads an aes128gcm web push body (RFC 8188 record, RFC 8291 keys) as the browser would. */
function decryptPushBody(body: Buffer, device: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), serverPublicKey]);
  const ikm = hkdf(device.computeSecret(serverPublicKey), authSecret, keyInfo, 32);
  const decipher = createDecipheriv(
    'aes-128-gcm',
    hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16),
    hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12),
  );
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The plaintext ends with the last-record delimiter 0x02, then zero padding.
  const delimiter = padded.lastIndexOf(2);
  if (delimiter < 0 || padded.subarray(delimiter + 1).some((byte) => byte !== 0)) {
    throw new Error('Push body has no last-record delimiter');
  }
  return padded.subarray(0, delimiter).toString('utf8');
}

/** A browser's side of a subscription: a real P-256 key pair and auth secret, and the means to read what arrives. */
export function createDeviceKeys() {
  const device = createECDH('prime256v1');
  device.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dhKey: device.getPublicKey('base64url'),
    authKey: authSecret.toString('base64url'),
    decrypt: (body: Buffer) => decryptPushBody(body, device, authSecret),
  };
}
