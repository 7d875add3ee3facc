import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { changePasswordFormSchema, type ChangePasswordForm } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useChangePassword } from '../api/change-password';
import { settingsMessages } from '../messages';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const t = useT(settingsMessages);
  const changePassword = useChangePassword();
  const {
    formRef,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useAppForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = ({ currentPassword, newPassword }: ChangePasswordForm) =>
    changePassword.mutateAsync({ currentPassword, newPassword }).then(
      (result) => {
        reset(EMPTY);
        toast({ title: t('password.changed'), description: result.message });
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
        toast({ variant: 'destructive', title: errorMessage(error, t('password.failed')) });
      },
    );

  return (
    <Card>
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
        <CardHeader>
          <CardTitle>{t('password.title')}</CardTitle>
          <CardDescription>{t('password.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label={t('password.current')} error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('password.new')}
              error={errors.newPassword?.message}
              hint={t('password.minLength', { min: MIN_PASSWORD_LENGTH })}
            >
              <PasswordInput autoComplete="new-password" {...register('newPassword')} />
            </FormField>
            <FormField label={t('password.confirm')} error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? <Spinner /> : null}
            {t('password.title')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
