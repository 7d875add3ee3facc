/** The part of oidc-provider (which ships no types) the tests' in-process provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(): Promise<AccountClaims>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface ProviderContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      params?: { scope?: string };
      provider: Provider;
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
  }

  export interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    findAccount(ctx: ProviderContext, id: string): Promise<Account | undefined>;
    claims: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url(ctx: ProviderContext, interaction: { uid: string }): string };
    loadExistingGrant?(ctx: ProviderContext): Promise<Grant | undefined>;
    cookies?: { keys: string[] };
    pkce?: { required(): boolean };
    /** Lifetimes in seconds, by artifact. */
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: { accountId: string; clientId: string }) => Grant;
  }
}
