import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { useSchemaForm } from '@web/lib/schema-form';
import { authMessages } from '../messages';
import { DEMO_PASSWORD, DemoAccounts } from './demo-accounts';

const loadCredentialsSchema = () => import('../sign-in-schemas').then((module) => module.credentialsSchema);

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
  const t = useT(authMessages);
  const { formRef, field, fill, errors, isSubmitting, handleSubmit } = useSchemaForm(
    loadCredentialsSchema,
    defaultValues ?? { email: '', password: '' },
  );

  const fillDemoAccount = (email: string) => fill({ email, password: DEMO_PASSWORD });

  return (
    <div className="grid gap-6">
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <FormField label={t('signIn.email')} error={errors.email}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('signIn.emailPlaceholder')}
            {...field('email')}
          />
        </FormField>
        <FormField label={t('signIn.password')} error={errors.password}>
          <PasswordInput
            autoComplete="current-password"
            placeholder={t('signIn.passwordPlaceholder')}
            {...field('password')}
          />
        </FormField>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner />
              {t('signIn.submitting')}
            </>
          ) : (
            t('signIn.submit')
          )}
        </Button>
      </form>
      {showDemoAccounts ? <DemoAccounts onSelect={fillDemoAccount} /> : null}
    </div>
  );
}
