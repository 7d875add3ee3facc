import type { LoginResponse } from '../../../../shared/schemas/auth';
import { SSO_CALLBACK_PATH, type SsoFailure } from '../../../../shared/schemas/sso';
import type { Database } from '../../../db/client';
import type { RequestMeta } from '../../../lib/request-meta';
import { recordAudit } from '../../audit/audit.service';
import type { AuthService } from '../../auth/auth.service';
import type { SignOnAccounts } from '../../users/sign-on-accounts';
import {
  authorizationUrl,
  discoverProvider,
  newAuthorizationChecks,
  redeemCallback,
  type AuthorizationChecks,
  type ProviderClaims,
} from './oidc-provider-client';
import { createDiscoveryCache } from './discovery-cache';
import { readIdentity, roleFromGroups } from './provider-identity';
import type { EffectiveSsoSettings, SsoSettingsService } from './sso-settings.service';

export interface SsoSignInDeps {
  db: Database;
  auth: AuthService;
  accounts: SignOnAccounts;
  settings: SsoSettingsService;
}

/** How a callback ended: our session, or why not (the sign-in page words it). */
export type SsoOutcome = { session: LoginResponse } | { failure: SsoFailure; email?: string };

export type SsoStart = { url: URL; checks: AuthorizationChecks } | { failure: SsoFailure };

/** Normalised as openid-client will read the callback's own URL (no default port). */
const redirectUriOf = (origin: string) => new URL(SSO_CALLBACK_PATH, origin).href;

/**
 * A provider that cannot be reached (network, timeout) is the provider's failure; anything
 * else openid-client refuses (state, nonce, PKCE, a code redeemed twice, a bad signature) is
 * a sign-in that is stale or was tampered with.
 */
const isUnreachable = (error: unknown) =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');

/** Signs people in through the organization's OpenID Connect provider (issue 28 §1). */
export function createSsoSignInService({ db, auth, accounts, settings }: SsoSignInDeps) {
  const discover = createDiscoveryCache(discoverProvider);

  async function enabledSettings(): Promise<EffectiveSsoSettings | undefined> {
    const organizationId = await settings.firstOrganizationId();
    if (!organizationId) return undefined;
    const current = await settings.effective(organizationId);
    return current.enabled && current.issuerUrl && current.clientId ? current : undefined;
  }

  /** The provider's sign-in page for a new attempt, with the checks the callback must see again. */
  async function start(origin: string): Promise<SsoStart> {
    const current = await enabledSettings();
    if (!current) return { failure: 'not_configured' };
    try {
      const checks = newAuthorizationChecks();
      const url = await authorizationUrl(await discover(current), redirectUriOf(origin), checks);
      return { url, checks };
    } catch {
      return { failure: 'provider' };
    }
  }

  async function claimsOf(
    current: EffectiveSsoSettings,
    callbackUrl: URL,
    checks: AuthorizationChecks,
  ): Promise<ProviderClaims | SsoFailure> {
    try {
      return await redeemCallback(await discover(current), callbackUrl, checks);
    } catch (error) {
      return isUnreachable(error) ? 'provider' : 'tampered';
    }
  }

  /**
   * Completes a sign-in: the code is redeemed against this browser's own checks, the verified
   * e-mail names an active person of the organization (or creates one, when allowed), and our
   * own session is opened for them.
   */
  async function complete(
    callbackUrl: URL,
    checks: AuthorizationChecks | undefined,
    meta: RequestMeta,
  ): Promise<SsoOutcome> {
    const current = await enabledSettings();
    if (!current) return { failure: 'not_configured' };
    if (!checks) return { failure: 'tampered' };
    if (callbackUrl.searchParams.has('error')) return { failure: 'provider' };
    const claims = await claimsOf(current, callbackUrl, checks);
    if (typeof claims === 'string') return { failure: claims };
    const identity = readIdentity(claims, current.groupsClaim);
    if (!identity?.emailVerified) return { failure: 'unverified_email', email: identity?.email };

    let user = await accounts.findByEmail(current.organizationId, identity.email);
    if (user && !user.active) {
      await recordAudit(
        db,
        {
          userId: user.id,
          organizationId: user.organizationId,
          warehouseId: null,
          requestId: meta.requestId,
        },
        {
          entityType: 'user',
          entityId: user.id,
          action: 'login_refused',
          changes: { method: 'single_sign_on', reason: 'deactivated', ipAddress: meta.ipAddress },
        },
      );
      return { failure: 'deactivated' };
    }
    if (!user) {
      if (!current.createUsers || !current.defaultWarehouseId)
        return { failure: 'unknown_user', email: identity.email };
      // The groups map decides the role once, at creation; later role changes are the admins'.
      user = await accounts.provision({
        organizationId: current.organizationId,
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        role: roleFromGroups(identity.groups, current.groupRoles) ?? current.defaultRole,
        warehouseId: current.defaultWarehouseId,
      });
    }
    return { session: await auth.startSignedOnSession(user.id, meta) };
  }

  return { start, complete };
}

export type SsoSignInService = ReturnType<typeof createSsoSignInService>;
