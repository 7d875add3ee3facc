import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@shared/schemas/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { useAppForm } from '@web/lib/forms';
import { DEMO_PASSWORD, DemoAccounts } from './demo-accounts';

const credentialsSchema = loginSchema.pick({ email: true, password: true });

export interface SignInValues {
  email: string;
  password: string;
}

const showDemoAccounts = import.meta.env.VITE_HIDE_DEMO_ACCOUNTS !== 'true';

export function SignInForm({
  defaultValues,
  error,
  onSubmit,
}: {
  defaultValues?: SignInValues;
  error: string | null;
  onSubmit: (values: SignInValues) => Promise<void>;
}) {
  const {
    formRef,
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useAppForm<SignInValues>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: defaultValues ?? { email: '', password: '' },
  });

  const fillDemoAccount = (email: string) => {
    setValue('email', email);
    setValue('password', DEMO_PASSWORD);
    clearErrors();
  };

  return (
    <div className="grid gap-6">
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@company.com"
            {...register('email')}
          />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            placeholder="Your password"
            {...register('password')}
          />
        </FormField>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner />
              Signing in...
            </>
          ) : (
            'Sign In'
          )}
        </Button>
      </form>
      {showDemoAccounts ? <DemoAccounts onSelect={fillDemoAccount} /> : null}
    </div>
  );
}
