import webpush from 'web-push';
import type { PushMessage } from '../../../shared/schemas/notifications';
import { isTrustedPushOrigin, sendProblem, type PushEndpointPolicy } from './push-endpoint-policy';
import { postPushRequest } from './push-transport';
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
 * browser (aes128gcm) and signs the VAPID token; the request goes out only to an endpoint the
 * policy still allows, and only to a public address (push-transport.ts), with a deadline
 * and no redirects. Never throws: every problem is an outcome.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidDetails,
  policy: PushEndpointPolicy,
): Promise<PushOutcome> {
  if (!URL.canParse(target.endpoint)) return { kind: 'failed', reason: 'endpoint is not a URL' };
  const url = new URL(target.endpoint);
  const refused = sendProblem(url, policy);
  if (refused) return { kind: 'failed', reason: refused };
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
  try {
    const status = await postPushRequest(url, request, {
      trusted: isTrustedPushOrigin(url, policy),
      timeoutMs: SEND_TIMEOUT_MS,
    });
    if (status >= 200 && status < 300) return { kind: 'delivered' };
    if (status === 404 || status === 410) return { kind: 'gone' };
    return { kind: 'failed', reason: `push service answered ${status}` };
  } catch (error) {
    return { kind: 'failed', reason: reasonOf(error) };
  }
}
