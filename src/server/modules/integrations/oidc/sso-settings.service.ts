import { randomBytes } from 'node:crypto';
import type {
  SsoAvailability,
  SsoDiscoveryResult,
  SsoSettings,
  UpdateSsoSettings,
} from '../../../../shared/schemas/sso';
import type { Role } from '../../../../shared/domain';
import { phrase } from '../../../../shared/i18n/error-texts';
import type { Phrase } from '../../../../shared/i18n/said';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { versionConflict } from '../../../lib/if-match';
import { inTransaction } from '../../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../../realtime/event-bus';
import { diffFields, recordAudit } from '../../audit/audit.service';
import type { AuthContext } from '../../auth/auth.context';
import { getOrCreateSetting } from '../../settings/settings.service';
import type { SignOnAccounts } from '../../users/sign-on-accounts';
import { isLoopbackHost } from './loopback-host';
import { discoverProvider, type OidcClientSettings } from './oidc-provider-client';
import * as repo from './sso-settings.repository';

/** The deployment's provider (OIDC_* variables): it wins over what the admin screen saved. */
export interface OidcEnvironment {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  buttonLabel: string;
}

export interface SsoSettingsDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  accounts: SignOnAccounts;
  oidcEnvironment: OidcEnvironment | undefined;
}

/** The settings a sign-in goes by: the saved row with the environment's provider laid over it. */
export interface EffectiveSsoSettings extends OidcClientSettings {
  organizationId: string;
  enabled: boolean;
  buttonLabel: string;
  createUsers: boolean;
  defaultRole: Role;
  defaultWarehouseId: string | null;
  groupsClaim: string | null;
  groupRoles: Record<string, Role>;
  requireSso: boolean;
  breakGlassUserId: string | null;
}

const DEFAULTS: Omit<repo.SsoSettingsRow, 'organizationId' | 'createdAt' | 'updatedAt'> = {
  enabled: false,
  issuerUrl: null,
  clientId: null,
  clientSecret: null,
  buttonLabel: 'SSO',
  createUsers: false,
  defaultRole: 'technician',
  defaultWarehouseId: null,
  groupsClaim: null,
  groupRoles: {},
  requireSso: false,
  breakGlassUserId: null,
  version: 1,
};

const invalid = (path: string, message: Phrase) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, ...message }] });

/** An http issuer is accepted only on this machine: elsewhere codes and tokens would cross the network in clear. */
function issuerProblem(issuerUrl: string): Phrase | undefined {
  const url = new URL(issuerUrl);
  if (url.protocol === 'https:' || isLoopbackHost(url.hostname)) return undefined;
  return phrase('sso.issuerHttps');
}

/** Single sign-on's settings (issue 28 §1): the admin screen's, or the deployment's provider. */
export function createSsoSettingsService({ db, clock, events, accounts, oidcEnvironment }: SsoSettingsDeps) {
  async function effective(organizationId: string): Promise<EffectiveSsoSettings> {
    const row = (await repo.findSsoSettings(db, organizationId)) ?? DEFAULTS;
    const stored = {
      organizationId,
      enabled: row.enabled,
      issuerUrl: row.issuerUrl ?? '',
      clientId: row.clientId ?? '',
      clientSecret: row.clientSecret,
      buttonLabel: row.buttonLabel,
      createUsers: row.createUsers,
      defaultRole: row.defaultRole,
      defaultWarehouseId: row.defaultWarehouseId,
      groupsClaim: row.groupsClaim,
      groupRoles: row.groupRoles as Record<string, Role>,
      requireSso: row.requireSso,
      breakGlassUserId: row.breakGlassUserId,
    };
    // The environment names the provider and turns sign-on on; the rules stay the admin's.
    return oidcEnvironment ? { ...stored, ...oidcEnvironment, enabled: true } : stored;
  }

  function toDto(row: Omit<repo.SsoSettingsRow, 'organizationId' | 'createdAt' | 'updatedAt'>): SsoSettings {
    return {
      enabled: oidcEnvironment ? true : row.enabled,
      issuerUrl: oidcEnvironment?.issuerUrl ?? row.issuerUrl,
      clientId: oidcEnvironment?.clientId ?? row.clientId,
      clientSecretSet: oidcEnvironment !== undefined || Boolean(row.clientSecret),
      buttonLabel: oidcEnvironment?.buttonLabel ?? row.buttonLabel,
      createUsers: row.createUsers,
      defaultRole: row.defaultRole,
      defaultWarehouseId: row.defaultWarehouseId,
      groupsClaim: row.groupsClaim,
      groupRoles: row.groupRoles as Record<string, Role>,
      requireSso: row.requireSso,
      breakGlassUserId: row.breakGlassUserId,
      managedByEnvironment: oidcEnvironment !== undefined,
      version: row.version,
    };
  }

  const get = async (actor: AuthContext): Promise<SsoSettings> =>
    toDto((await repo.findSsoSettings(db, actor.organizationId)) ?? DEFAULTS);

  async function checkReferences(actor: AuthContext, input: UpdateSsoSettings): Promise<void> {
    if (!oidcEnvironment && input.issuerUrl) {
      const problem = issuerProblem(input.issuerUrl);
      if (problem) throw invalid('issuerUrl', problem);
    }
    if (
      input.defaultWarehouseId &&
      !(await accounts.isOrganizationWarehouse(actor.organizationId, input.defaultWarehouseId))
    ) {
      throw invalid('defaultWarehouseId', phrase('sso.warehouseOfOrganization'));
    }
    if (
      input.breakGlassUserId &&
      !(await accounts.isActiveAdmin(actor.organizationId, input.breakGlassUserId))
    ) {
      throw invalid('breakGlassUserId', phrase('sso.breakGlassAdmin'));
    }
  }

  /**
   * Saves the settings. A blank client secret keeps the stored one; with OIDC_* set, the
   * provider, client and label are the deployment's and what the form sends for them is ignored.
   */
  async function update(
    actor: AuthContext,
    input: UpdateSsoSettings,
    expected?: number,
  ): Promise<SsoSettings> {
    await checkReferences(actor, input);
    return inTransaction(db, events, async (tx, outbox) => {
      const before = (await repo.findSsoSettings(tx, actor.organizationId)) ?? DEFAULTS;
      const { clientSecret, ...fields } = input;
      const provider = oidcEnvironment
        ? { issuerUrl: before.issuerUrl, clientId: before.clientId, buttonLabel: before.buttonLabel }
        : {};
      const secretChanged = !oidcEnvironment && clientSecret !== undefined && clientSecret !== '';
      const changes = { ...fields, ...provider, ...(secretChanged ? { clientSecret } : {}) };
      const row = await repo.saveSsoSettings(tx, actor.organizationId, changes, expected);
      if (!row) throw versionConflict(toDto(before));
      const { clientSecret: _kept, ...audited } = changes;
      await recordAudit(tx, actor, {
        entityType: 'sso_settings',
        entityId: actor.organizationId,
        action: 'updated',
        // The secret itself never enters the audit log: only that it was replaced.
        changes: { ...diffFields(before, audited), ...(secretChanged ? { clientSecret: 'replaced' } : {}) },
      });
      const dto = toDto(row);
      outbox.push(
        mutationEvent(
          { ...actor, warehouseId: null },
          { topic: 'system', type: 'sso_settings', action: 'updated', id: actor.organizationId, data: dto },
          clock.now(),
        ),
      );
      return dto;
    });
  }

  /** "Test connection": reads the issuer's discovery document and says what came of it. */
  async function testDiscovery(issuerUrl: string): Promise<SsoDiscoveryResult> {
    const problem = issuerProblem(issuerUrl);
    if (problem) return { ok: false, ...problem };
    try {
      const config = await discoverProvider({
        issuerUrl,
        clientId: 'fieldwork-connection-test',
        clientSecret: null,
      });
      const { issuer, authorization_endpoint: authorize } = config.serverMetadata();
      return {
        ok: true,
        ...(authorize === undefined
          ? phrase('sso.connectedNoSignInPage', { issuer })
          : phrase('sso.connected', { issuer, signInPage: authorize })),
      };
    } catch (error) {
      // The reason is the library's or the provider's own English, shown as it came.
      return {
        ok: false,
        ...(error instanceof Error
          ? phrase('sso.discoveryFailed', { issuerUrl, reason: error.message })
          : phrase('sso.discoveryNoAnswer', { issuerUrl })),
      };
    }
  }

  /** What the sign-in page shows; the install's organization is the first one (see the repository). */
  async function availability(): Promise<SsoAvailability> {
    const organizationId = await repo.findFirstOrganizationId(db);
    if (!organizationId) return { enabled: false, label: DEFAULTS.buttonLabel };
    const settings = await effective(organizationId);
    return { enabled: settings.enabled, label: settings.buttonLabel };
  }

  /** A password sign-in or change is refused when the organization signs in through its provider. */
  async function passwordRefusal(user: {
    id: string;
    organizationId: string;
  }): Promise<AppError | undefined> {
    const settings = await effective(user.organizationId);
    if (!settings.enabled || !settings.requireSso || settings.breakGlassUserId === user.id) return undefined;
    return new AppError('FORBIDDEN', phrase('sso.passwordRefused', { provider: settings.buttonLabel }));
  }

  /** The key that signs the sign-in-in-progress cookie, shared by every instance through the database. */
  const cookieKey = () =>
    getOrCreateSetting(db, 'sso_cookie_key', () => randomBytes(32).toString('base64url'));

  const firstOrganizationId = () => repo.findFirstOrganizationId(db);

  return {
    get,
    update,
    testDiscovery,
    availability,
    effective,
    passwordRefusal,
    cookieKey,
    firstOrganizationId,
  };
}

export type SsoSettingsService = ReturnType<typeof createSsoSettingsService>;
