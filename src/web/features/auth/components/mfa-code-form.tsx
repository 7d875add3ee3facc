import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { useSchemaForm } from '@web/lib/schema-form';
import { authMessages } from '../messages';

const loadCodeSchema = () => import('../sign-in-schemas').then((module) => module.codeSchema);

/** The second sign-in step when the server answers requiresMFA (core spec §4). */
export function MfaCodeForm({
  email,
  error,
  onSubmit,
  onBack,
}: {
  email: string;
  error: string | null;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
}) {
  const t = useT(authMessages);
  const { formRef, field, errors, isSubmitting, handleSubmit } = useSchemaForm(loadCodeSchema, {
    mfaToken: '',
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.mfaToken))}
      className="grid gap-5"
    >
      <div className="flex items-start gap-3 rounded-lg bg-primary/8 p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <p className="min-w-0 [overflow-wrap:anywhere]">{t('mfa.prompt', { email })}</p>
      </div>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <FormField label={t('mfa.code')} error={errors.mfaToken}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          autoFocus
          placeholder="123456"
          className="text-center font-mono text-lg tracking-[0.4em] md:text-lg"
          {...field('mfaToken')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner />
            {t('mfa.submitting')}
          </>
        ) : (
          t('mfa.submit')
        )}
      </Button>
      <Button variant="ghost" onClick={onBack} className="w-full">
        <ArrowLeft aria-hidden />
        {t('mfa.back')}
      </Button>
    </form>
  );
}
