import { createHash } from 'node:crypto';
import type { OidcClientSettings } from './oidc-provider-client';

/** How long a provider's discovery document is reused: a sign-in is two requests to it, not four. */
export const DISCOVERY_TTL_MS = 5 * 60_000;

/**
 * Reuses the provider's discovery for a few minutes per registration (issuer, client, secret),
 * so every start and callback does not fetch it again. A failed discovery is never kept; a
 * changed registration is a new key, so new settings take effect at once.
 */
export function createDiscoveryCache<T>(
  discover: (settings: OidcClientSettings) => Promise<T>,
  now: () => number = Date.now,
) {
  const kept = new Map<string, { value: Promise<T>; expiresAt: number }>();
  // The secret is part of the registration; only its hash is held as a key.
  const keyOf = (s: OidcClientSettings) =>
    createHash('sha256')
      .update(JSON.stringify([s.issuerUrl, s.clientId, s.clientSecret]))
      .digest('hex');

  return (settings: OidcClientSettings): Promise<T> => {
    const key = keyOf(settings);
    const found = kept.get(key);
    if (found && found.expiresAt > now()) return found.value;
    kept.delete(key);
    const value = discover(settings);
    kept.set(key, { value, expiresAt: now() + DISCOVERY_TTL_MS });
    value.catch(() => kept.delete(key));
    return value;
  };
}
