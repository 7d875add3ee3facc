import { zodResolver } from '@hookform/resolvers/zod';
import { mfaDisableSchema, type MfaDisable } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useAppForm } from '@web/lib/forms';
import { useDisableMfa } from '../api/disable-mfa';
import { settingsMessages } from '../messages';

/** Turning MFA off asks for both factors, so a borrowed unlocked laptop cannot do it. */
export function MfaDisableForm() {
  const t = useT(settingsMessages);
  const disableMfa = useDisableMfa();
  const {
    formRef,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useAppForm<MfaDisable>({
    resolver: zodResolver(mfaDisableSchema),
    defaultValues: { password: '', token: '' },
  });

  const onSubmit = (values: MfaDisable) =>
    disableMfa.mutateAsync(values).then(
      () => {
        reset();
        toast({ title: t('mfa.disabled') });
      },
      (error: unknown) =>
        toast({ variant: 'destructive', title: errorMessage(error, t('mfa.disableFailed')) }),
    );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-4 rounded-lg border p-4 sm:p-5"
    >
      <p className="text-sm font-medium">{t('mfa.turnOff')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('mfa.password')} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <FormField label={t('mfa.code')} error={errors.token?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            className="font-mono tracking-[0.3em]"
            {...register('token')}
          />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="destructive"
          disabled={disableMfa.isPending}
          className="w-full sm:w-auto"
        >
          {disableMfa.isPending ? <Spinner /> : null}
          {t('mfa.disable')}
        </Button>
      </div>
    </form>
  );
}
