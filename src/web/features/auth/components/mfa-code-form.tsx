import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { z } from 'zod';
import { loginSchema } from '@shared/schemas/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useAppForm } from '@web/lib/forms';

const codeSchema = z.object({ mfaToken: loginSchema.shape.mfaToken.unwrap() });
type CodeValues = z.infer<typeof codeSchema>;

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
  const {
    formRef,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { mfaToken: '' } });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.mfaToken))}
      className="grid gap-5"
    >
      <div className="flex items-start gap-3 rounded-lg bg-primary/8 p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <p className="min-w-0">
          Enter the 6-digit code from your authenticator app to finish signing in as{' '}
          <span className="font-medium [overflow-wrap:anywhere]">{email}</span>.
        </p>
      </div>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <FormField label="Authentication code" error={errors.mfaToken?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          autoFocus
          placeholder="123456"
          className="text-center font-mono text-lg tracking-[0.4em] md:text-lg"
          {...register('mfaToken')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner />
            Verifying...
          </>
        ) : (
          'Verify'
        )}
      </Button>
      <Button variant="ghost" onClick={onBack} className="w-full">
        <ArrowLeft aria-hidden />
        Back to sign in
      </Button>
    </form>
  );
}
