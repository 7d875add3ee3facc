import { KeyRound } from 'lucide-react';
import { SSO_FAILURES, type SsoFailure } from '@shared/schemas/sso';
import { buttonClasses } from '@web/components/ui/button';
import { SSO_START_URL } from '../api/single-sign-on';

/** A failed hand-off is a sign-in that went stale (the cookie lasts a minute) or was replayed. */
export const SSO_STALE_MESSAGE = 'The sign-in took too long or was tampered with. Try again.';

/** The address comes back in the URL: anything but a plain address is not repeated (no crafted text). */
const PLAIN_EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

const isSsoFailure = (value: string): value is SsoFailure =>
  (SSO_FAILURES as readonly string[]).includes(value);

/** What the sign-in page says when the provider's sign-in did not let the person in. */
export function ssoFailureMessage(failure: string, email: string | null): string {
  const messages: Record<SsoFailure, string> = {
    deactivated: 'Your account is deactivated. Ask an administrator.',
    unknown_user: `No Fieldwork user has the e-mail ${
      email && PLAIN_EMAIL.test(email) ? email : 'you signed in with'
    }. Ask an administrator to add you.`,
    unverified_email:
      'Your sign-in provider has not confirmed your e-mail address, so Fieldwork cannot match it. Ask your IT team.',
    tampered: SSO_STALE_MESSAGE,
    provider:
      'The sign-in provider could not be reached or did not let you in. Try again, or ask an administrator.',
    not_configured: 'Single sign-on is not set up. Sign in with your e-mail and password.',
  };
  return isSsoFailure(failure) ? messages[failure] : SSO_STALE_MESSAGE;
}

/** A full-page navigation, not a fetch: the provider's sign-in page takes over the tab. */
export function SsoButton({ label }: { label: string }) {
  return (
    <div className="grid gap-4">
      <a
        href={SSO_START_URL}
        className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
      >
        <KeyRound aria-hidden="true" />
        Sign in with {label}
      </a>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or with your password
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
