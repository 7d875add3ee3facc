import { KeyRound } from 'lucide-react';
import { SSO_FAILURES, type SsoFailure } from '@shared/sso-failures';
import { buttonClasses } from '@web/components/ui/button';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { authMessages } from '../messages';
import { SSO_START_URL } from '../api/single-sign-on';

/** The address comes back in the URL: anything but a plain address is not repeated (no crafted text). */
const PLAIN_EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

const isSsoFailure = (value: string): value is SsoFailure =>
  (SSO_FAILURES as readonly string[]).includes(value);

/**
 * What the sign-in page says when the provider's sign-in did not let the person in. A failed
 * hand-off is a sign-in that went stale (the cookie lasts a minute) or was replayed.
 */
export function ssoFailureMessage(
  t: TextsOf<typeof authMessages>,
  failure: string,
  email: string | null,
): string {
  if (!isSsoFailure(failure)) return t('sso.stale');
  const messages: Record<SsoFailure, () => string> = {
    deactivated: () => t('sso.deactivated'),
    unknown_user: () =>
      email && PLAIN_EMAIL.test(email) ? t('sso.unknownUser', { email }) : t('sso.unknownUserNoEmail'),
    unverified_email: () => t('sso.unverifiedEmail'),
    tampered: () => t('sso.stale'),
    provider: () => t('sso.provider'),
    not_configured: () => t('sso.notConfigured'),
  };
  return messages[failure]();
}

/** A full-page navigation, not a fetch: the provider's sign-in page takes over the tab. */
export function SsoButton({ label }: { label: string }) {
  const t = useT(authMessages);
  return (
    <div className="grid gap-4">
      <a
        href={SSO_START_URL}
        className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
      >
        <KeyRound aria-hidden="true" />
        {t('sso.button', { provider: label })}
      </a>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('sso.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
