import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SSO_ERROR_PARAM } from '@shared/sso-failures';
import { BrandLogo } from '@web/components/brand-logo';
import { LanguageSelect } from '@web/components/language-select';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/errors/error-text';
import { useAuth } from '@web/lib/auth/auth-context';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { postSsoHandoff, useSsoAvailability } from '../api/single-sign-on';
import { BrandPanel } from '../components/brand-panel';
import { MfaCodeForm } from '../components/mfa-code-form';
import { SignInForm, type SignInValues } from '../components/sign-in-form';
import { SsoButton, ssoFailureMessage } from '../components/single-sign-on';
import { authMessages } from '../messages';

/** The spec's wording for a refused sign-in (operations spec §8), the server's for any other refusal. */
function signInErrorMessage(t: TextsOf<typeof authMessages>, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t('signIn.failed');
  // Wrong e-mail or password reads as the spec words it; a deactivated account says so (its own code).
  const wrongCredentials =
    error.body?.code === 'auth.invalidCredentials' ||
    (error.body?.error === 'INVALID_CREDENTIALS' && error.body.code === undefined);
  if (wrongCredentials || !error.body?.message) return t('signIn.invalid');
  return errorText(error.body);
}

function isMfaChallenge(error: unknown): boolean {
  return error instanceof ApiError && error.body?.requiresMFA === true;
}

export default function SignInPage() {
  const t = useT(authMessages);
  const { login, adoptSession, mfaRequired, cancelMfa } = useAuth();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const ssoFailure = search.get(SSO_ERROR_PARAM);
  const isSsoReturn = search.get('sso') === '1';
  const sso = useSsoAvailability();
  const [credentials, setCredentials] = useState<SignInValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Said above the single sign-on button, which it is about, not inside the password form.
  const [ssoError, setSsoError] = useState<string | null>(
    ssoFailure ? ssoFailureMessage(t, ssoFailure, search.get('email')) : null,
  );
  const isCodeStep = mfaRequired && credentials !== null;

  // Back from the provider: take over the session its callback opened, once (StrictMode runs effects twice).
  const handedOver = useRef(false);
  useEffect(() => {
    if (!isSsoReturn || handedOver.current) return;
    handedOver.current = true;
    postSsoHandoff()
      .then((session) => {
        adoptSession(session);
        toast({ title: t('signIn.success') });
        navigate('/dashboard', { replace: true });
      })
      .catch(() => {
        setSsoError(t('sso.stale'));
        navigate('/login', { replace: true });
      });
  }, [isSsoReturn, adoptSession, navigate, t]);

  const signIn = async (values: SignInValues, mfaToken?: string) => {
    setError(null);
    setSsoError(null);
    try {
      await login({ ...values, mfaToken });
      toast({ title: t('signIn.success') });
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      // The first challenge is a step, not an error: ask for the code.
      if (isMfaChallenge(failure) && !mfaToken) {
        setCredentials(values);
        return;
      }
      const message = signInErrorMessage(t, failure);
      setError(message);
      toast({ variant: 'destructive', title: message });
    }
  };

  const backToPassword = () => {
    cancelMfa();
    setError(null);
  };

  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <BrandPanel />
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-sm">
          <BrandLogo className="mb-8 lg:hidden" />
          <h1 className="text-2xl font-semibold tracking-tight">
            {isCodeStep ? t('mfa.title') : t('signIn.title')}
          </h1>
          <p className="mt-1.5 mb-6 text-sm text-muted-foreground">
            {isCodeStep ? t('mfa.subtitle') : t('signIn.subtitle')}
          </p>
          {isSsoReturn && !ssoError ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner />
              {t('signIn.handoff')}
            </p>
          ) : isCodeStep ? (
            <MfaCodeForm
              email={credentials.email}
              error={error}
              onSubmit={(code) => signIn(credentials, code)}
              onBack={backToPassword}
            />
          ) : (
            <div className="grid gap-6">
              {ssoError ? <Alert variant="destructive">{ssoError}</Alert> : null}
              {sso?.enabled ? <SsoButton label={sso.label} /> : null}
              <SignInForm
                defaultValues={credentials ?? undefined}
                error={error}
                onSubmit={(values) => signIn(values)}
              />
            </div>
          )}
          <LanguageSelect label={t('language.label')} className="mt-8" />
        </div>
      </main>
    </div>
  );
}
