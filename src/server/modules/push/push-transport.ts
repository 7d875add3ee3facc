import http from 'node:http';
import https from 'node:https';
import type webpush from 'web-push';
import { publicAddressLookup } from '../../lib/public-address-lookup';

/**
 * Sockets to push services, kept alive across a batch's sends. The lookup sits on the agent
 * because an agent's options override a request's: every socket this agent opens, and so
 * every socket it reuses, went to an address the lookup judged public.
 */
const publicAgent = new https.Agent({ keepAlive: true, lookup: publicAddressLookup() });

/**
 * Posts a prepared web push request and resolves with the push service's status once its
 * answer is read. Redirects are not followed: a 3xx is a status like any other. Only a
 * `trusted` endpoint (the tests' local push service) is reached as it is, over http on
 * loopback; every other one goes over https through the public-only agent.
 */
export function postPushRequest(
  url: URL,
  request: webpush.RequestDetails,
  { trusted, timeoutMs }: { trusted: boolean; timeoutMs: number },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = trusted && url.protocol === 'http:' ? http : https;
    const outgoing = client.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        agent: trusted ? undefined : publicAgent,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
