import type { Login, LoginResponse } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../realtime/event-bus';
import type { RequestMeta } from '../../lib/request-meta';
import { recordAudit } from '../audit/audit.service';
import { auditActor } from './audit-actor';
import * as repo from './auth.repository';
import type { KnownDevices } from './known-devices';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { checkTotp, type SessionTokenDeps } from './session-tokens';
import { startSession } from './start-session';
import { throttleScopes, type Refusal, type SignInThrottle } from './sign-in-throttle';
import { phrase } from '../../../shared/i18n/error-texts';

export interface SignInDeps extends SessionTokenDeps {
  db: Database;
  events: EventBus;
  throttle: SignInThrottle;
  devices: KnownDevices;
  /** Why this person may not use a password here (their organization requires single sign-on), if so. */
  passwordRefusal?: PasswordRefusal;
}

export type PasswordRefusal = (user: { id: string; organizationId: string }) => Promise<AppError | undefined>;

export interface SignedIn {
  response: LoginResponse;
  /** The token the browser's device cookie should hold from now on. */
  deviceToken: string;
}

/**
 * Every refused sign-in that could tell an attacker something (unknown e-mail, wrong password)
 * answers this, with the same argon2 work behind it.
 */
const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', phrase('auth.invalidCredentials'));

/**
 * A throttled attempt is told to wait, and for how long (429, Retry-After in seconds): the
 * throttle holds back e-mails without an account exactly like accounts, so this says nothing
 * about whether the account exists. Its password is not checked.
 */
function throttled(refusal: Refusal, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const own = refusal.scope === 'own';
  const message =
    minutes === 1
      ? phrase(own ? 'auth.throttledDeviceOneMinute' : 'auth.throttledEmailOneMinute')
      : phrase(own ? 'auth.throttledDevice' : 'auth.throttledEmail', { minutes });
  return new AppError('RATE_LIMITED', message, { headers: { 'retry-after': String(seconds) } });
}

/** Sign-in with password and TOTP, throttled and answering alike for every refusal that could inform. */
export function createSignInService(deps: SignInDeps) {
  const { db, clock, throttle, devices } = deps;

  /**
   * Signs in with e-mail, password and (when on) a TOTP code. Attempts are throttled per
   * account and address or known device (ADR 25); a throttled attempt is not even checked.
   * `deviceToken` is the browser's device cookie, if it sent one.
   */
  async function login(input: Login, meta: RequestMeta, deviceToken: string | undefined): Promise<SignedIn> {
    const email = input.email.trim();
    const user = await repo.findUserByEmail(db, email);
    const knownDeviceId = await devices.recognise(deviceToken, user?.id);
    const scopes = throttleScopes(email, meta.ipAddress, knownDeviceId);
    const admission = await throttle.admit(scopes);
    if (!admission.admitted) throw throttled(admission, clock.now());
    if (!user) {
      // No such account: the wrong-password answer after the same work.
      await burnPasswordCheck(input.password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      await recordAudit(db, auditActor(user, meta.requestId), {
        entityType: 'user',
        entityId: user.id,
        action: 'login_failed',
        changes: {
          ipAddress: meta.ipAddress,
          knownDevice: knownDeviceId !== undefined,
          backoffUntil: admission.backoffUntil?.toISOString() ?? null,
        },
      });
      throw invalidCredentials();
    }
    if (!user.active) {
      await throttle.inconclusive(scopes, admission);
      throw new AppError('INVALID_CREDENTIALS', phrase('auth.deactivated'));
    }
    // Checked only after the password, so it tells nothing to someone guessing e-mails.
    const refusal = await deps.passwordRefusal?.(user);
    if (refusal) {
      await throttle.inconclusive(scopes, admission);
      throw refusal;
    }
    if (user.mfaEnabled && user.mfaSecret) {
      if (!input.mfaToken) {
        await throttle.inconclusive(scopes, admission);
        throw new AppError('MFA_REQUIRED', phrase('auth.mfaCode'), {
          extra: { requiresMFA: true },
        });
      }
      // A wrong code stays counted: guessing codes backs off like guessing passwords.
      if (!(await checkTotp(deps, user.id, user.mfaSecret, input.mfaToken))) {
        throw new AppError('INVALID_CREDENTIALS', phrase('auth.invalidMfaCode'), {
          extra: { requiresMFA: true },
        });
      }
    }
    await throttle.succeeded(scopes, admission);

    const response = await startSession(deps, user, meta, {
      method: 'password',
      deviceFingerprint: input.deviceFingerprint,
    });
    return {
      response,
      deviceToken: await devices.remember(user.id, deviceToken),
    };
  }

  return { login };
}
