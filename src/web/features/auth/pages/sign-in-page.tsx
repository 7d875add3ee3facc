import { useState } from 'react';
import { useLocation } from 'wouter';
import { BrandLogo } from '@web/components/brand-logo';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { toast } from '@web/lib/toast/toast-store';
import { BrandPanel } from '../components/brand-panel';
import { MfaCodeForm } from '../components/mfa-code-form';
import { SignInForm, type SignInValues } from '../components/sign-in-form';

/** The server's wording for a refused sign-in, else the spec's (operations spec §8). */
function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.body?.message || 'Invalid credentials';
  return 'Login failed';
}

function isMfaChallenge(error: unknown): boolean {
  return error instanceof ApiError && error.body?.requiresMFA === true;
}

export default function SignInPage() {
  const { login, mfaRequired, cancelMfa } = useAuth();
  const [, navigate] = useLocation();
  const [credentials, setCredentials] = useState<SignInValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isCodeStep = mfaRequired && credentials !== null;

  const signIn = async (values: SignInValues, mfaToken?: string) => {
    setError(null);
    try {
      await login({ ...values, mfaToken });
      toast({ title: 'Successfully logged in' });
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      // The first challenge is a step, not an error: ask for the code.
      if (isMfaChallenge(failure) && !mfaToken) {
        setCredentials(values);
        return;
      }
      const message = signInErrorMessage(failure);
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
            {isCodeStep ? 'Two-step verification' : 'Sign in'}
          </h1>
          <p className="mt-1.5 mb-6 text-sm text-muted-foreground">
            {isCodeStep
              ? 'One more step to keep your account safe.'
              : 'Welcome back. Enter your work e-mail and password.'}
          </p>
          {isCodeStep ? (
            <MfaCodeForm
              email={credentials.email}
              error={error}
              onSubmit={(code) => signIn(credentials, code)}
              onBack={backToPassword}
            />
          ) : (
            <SignInForm
              defaultValues={credentials ?? undefined}
              error={error}
              onSubmit={(values) => signIn(values)}
            />
          )}
        </div>
      </main>
    </div>
  );
}
