import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';

/** A person the test provider knows, by e-mail (their account id). */
export interface TestAccount {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  groups?: string[];
}

export interface TestOidcProvider {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const CLIENT_ID = 'fieldwork';
const CLIENT_SECRET = 'test-provider-client-secret-0123456789';

const claimsOf = (account: TestAccount): AccountClaims => ({
  sub: account.email,
  email: account.email,
  email_verified: account.emailVerified ?? true,
  given_name: account.givenName ?? 'Sam',
  family_name: account.familyName ?? 'Signon',
  groups: account.groups ?? [],
});

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The provider's own sign-in page: one e-mail field, as a person (or Playwright) fills it. */
function loginPage(response: ServerResponse, uid: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><title>Test identity provider</title>
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>E-mail <input name="email" type="email" autocomplete="off"></label>
<button type="submit">Sign in at the provider</button>
</form>`);
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with a free port: a confidential
 * client with the given redirect URIs, PKCE required, accounts with e-mail, verification,
 * names and groups. Consent is granted at once; sign-in is its one-field form.
 */
export async function startTestOidcProvider(
  accounts: TestAccount[],
  redirectUris: string[],
): Promise<TestOidcProvider> {
  const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuerUrl, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      const account = byEmail.get(id.toLowerCase());
      return account && { accountId: id, claims: async () => claimsOf(account) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'groups'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async loadExistingGrant(ctx) {
      const { client, session, provider: self } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new self.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!interaction?.[1]) return handle(request, response);
    const uid = interaction[1];
    void (async () => {
      if (request.method === 'GET') {
        await provider.interactionDetails(request, response);
        return loginPage(response, uid);
      }
      const email = (await readForm(request)).get('email') ?? '';
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: email } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : 'interaction failed');
    });
  });
  return {
    issuerUrl,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
