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
import { toast } from '@web/lib/toast/toast-store';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
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
        toast({ title: 'Password changed', description: result.message });
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
        toast({ variant: 'destructive', title: errorMessage(error, 'Password change failed') });
      },
    );

  return (
    <Card>
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>Changing your password signs you out on your other devices.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="New password"
              error={errors.newPassword?.message}
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            >
              <PasswordInput autoComplete="new-password" {...register('newPassword')} />
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? <Spinner /> : null}
            Change password
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
