import webpush from 'web-push';
import type { PushMessage } from '../../../shared/schemas/notifications';
import type { VapidDetails } from './vapid-keys';

/** How long the push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time counts as a failed send. */
const SEND_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dhKey: string;
  authKey: string;
}

/** `gone`: the push service says the subscription no longer exists (404/410), so it can be deleted. */
export type PushOutcome = { kind: 'delivered' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends one message to one subscription (RFC 8030): web-push encrypts the payload for the
 * browser (aes128gcm) and signs the VAPID token; the request itself goes through fetch, which
 * gives a deadline, refuses redirects and also reaches an http: push service (a local one in
 * tests and development). Never throws: every problem is an outcome.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidDetails,
): Promise<PushOutcome> {
  let request: webpush.RequestDetails;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dhKey, auth: target.authKey } },
      JSON.stringify(message),
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: message.priority === 'critical' || message.priority === 'high' ? 'high' : 'normal',
      },
    );
  } catch (error) {
    return { kind: 'failed', reason: `cannot encrypt for this subscription: ${reasonOf(error)}` };
  }
  // web-push gives some header values as numbers; fetch computes the length itself.
  const headers = Object.entries(request.headers)
    .filter(([name]) => name.toLowerCase() !== 'content-length')
    .map(([name, value]): [string, string] => [name, String(value)]);
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      // A copy typed as fetch wants it (a Buffer may sit on a shared ArrayBuffer).
      body: request.body && new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { kind: 'delivered' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone' };
    return { kind: 'failed', reason: `push service answered ${response.status}` };
  } catch (error) {
    return { kind: 'failed', reason: reasonOf(error) };
  }
}
