import type { App } from '../../../app';
import { FLOW_COOKIE, HANDOFF_COOKIE } from './sso-flow-cookie';

/** The test's stand-in for the browser at the provider: its cookies, sent to every provider URL. */
class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  async get(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const locationOf = (response: { headers: Record<string, unknown> | Headers }) => {
  const value =
    response.headers instanceof Headers ? response.headers.get('location') : response.headers.location;
  if (typeof value !== 'string') throw new Error('expected a redirect');
  return value;
};

/** The value a Set-Cookie header of the app's answer gives a cookie, if it sets it. */
export function cookieFrom(setCookie: string | string[] | undefined, name: string): string | undefined {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = lines.find((l) => l.startsWith(`${name}=`));
  return line?.split(';')[0]?.slice(name.length + 1);
}

/** A sign-on begun at the app: the provider's sign-in page and this browser's flow cookie. */
export async function beginSignOn(app: App) {
  const start = await app.inject({ method: 'GET', url: '/api/auth/sso/start' });
  return {
    status: start.statusCode,
    authorizeUrl: locationOf(start),
    flowCookie: cookieFrom(start.headers['set-cookie'], FLOW_COOKIE) ?? '',
  };
}

/** Signs in at the provider as this e-mail; answers the callback URL the provider sends back to. */
export async function signInAtProvider(authorizeUrl: string, email: string): Promise<URL> {
  const browser = new ProviderBrowser();
  const toInteraction = await browser.get(authorizeUrl);
  const interactionUrl = new URL(locationOf(toInteraction), authorizeUrl).href;
  await browser.get(interactionUrl);
  const submitted = await browser.get(interactionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  const resumed = await browser.get(new URL(locationOf(submitted), authorizeUrl).href);
  return new URL(locationOf(resumed));
}

/** The app's callback, called with this flow cookie; answers where it sends the browser and the hand-off. */
export async function callBack(app: App, callbackUrl: URL, flowCookie: string) {
  const response = await app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { cookie: `${FLOW_COOKIE}=${flowCookie}` },
  });
  return {
    status: response.statusCode,
    location: locationOf(response),
    handoffCookie: cookieFrom(response.headers['set-cookie'], HANDOFF_COOKIE),
  };
}

/** The web app's hand-off call: the session the callback opened, taken over once. */
export const takeOverSession = (app: App, handoffCookie: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sso/session',
    headers: handoffCookie ? { cookie: `${HANDOFF_COOKIE}=${handoffCookie}` } : {},
  });

/** The whole journey for one person: start, provider sign-in, callback. */
export async function signOn(app: App, email: string) {
  const begun = await beginSignOn(app);
  const callbackUrl = await signInAtProvider(begun.authorizeUrl, email);
  return callBack(app, callbackUrl, begun.flowCookie);
}
