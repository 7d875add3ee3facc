import * as client from 'openid-client';
import { isLoopbackHost } from './loopback-host';

/** The provider's client registration: where it is, and who we are to it. */
export interface OidcClientSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string | null;
}

/** How long the provider may take to answer one request before the sign-in gives up. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * Reads the issuer's discovery document. openid-client refuses plain http; it is allowed only
 * for an issuer on this machine (a provider run beside the app, and the tests'), never across a
 * network where the code and tokens would travel in clear.
 */
export async function discoverProvider(settings: OidcClientSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuerUrl);
  const insecureLoopback = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
  return client.discovery(
    issuer,
    settings.clientId,
    undefined,
    settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(insecureLoopback ? { execute: [client.allowInsecureRequests] } : {}),
    },
  );
}

/** What one authorization request carries: checked again when the provider sends the person back. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newAuthorizationChecks(): AuthorizationChecks {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

/** The provider's sign-in page for this request: code flow, PKCE S256, state and nonce. */
export async function authorizationUrl(
  config: client.Configuration,
  redirectUri: string,
  checks: AuthorizationChecks,
): Promise<URL> {
  return client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
}

export type ProviderClaims = Record<string, unknown>;

/**
 * Exchanges the code (with the PKCE verifier) and checks the ID token, its nonce and the
 * state; then adds what the userinfo endpoint says of the same subject, since many providers
 * put e-mail and groups only there for the code flow.
 */
export async function redeemCallback(
  config: client.Configuration,
  callbackUrl: URL,
  checks: AuthorizationChecks,
): Promise<ProviderClaims> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new client.ClientError('The provider sent no ID token');
  if (!config.serverMetadata().userinfo_endpoint) return { ...idClaims };
  const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
  return { ...idClaims, ...userInfo };
}
