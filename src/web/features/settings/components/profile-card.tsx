import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileSchema, type MyProfile, type UpdateProfile } from '@shared/schemas/profiles';
import { Badge } from '@web/components/ui/badge';
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
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { formatRoleLabel } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useUpdateProfile } from '../api/update-profile';
import { settingsMessages } from '../messages';
import { UserText } from '@web/components/user-text';

function ReadOnlyRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:items-center sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm">
        <UserText>{children}</UserText>
      </dd>
    </div>
  );
}

export function ProfileCard({ profile }: { profile: MyProfile }) {
  const t = useT(settingsMessages);
  const { updateUser } = useAuth();
  const updateProfile = useUpdateProfile();
  const {
    formRef,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useAppForm<UpdateProfile>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName },
  });

  const onSubmit = (values: UpdateProfile) =>
    updateProfile.mutateAsync(values).then(
      (updated) => {
        reset({ firstName: updated.firstName, lastName: updated.lastName });
        updateUser({ firstName: updated.firstName, lastName: updated.lastName });
        toast({ title: t('profile.updated') });
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['firstName', 'lastName']);
        toast({ variant: 'destructive', title: errorMessage(error, t('profile.failed')) });
      },
    );

  return (
    <Card>
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
        <CardHeader>
          <CardTitle>{t('profile.title')}</CardTitle>
          <CardDescription>{t('profile.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('profile.firstName')} error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...register('firstName')} />
            </FormField>
            <FormField label={t('profile.lastName')} error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register('lastName')} />
            </FormField>
          </div>
          <dl className="grid gap-3 rounded-lg bg-muted/50 p-4">
            <ReadOnlyRow label={t('profile.email')}>{profile.email}</ReadOnlyRow>
            <ReadOnlyRow label={t('profile.role')}>
              <Badge variant="secondary">
                <span className="inline-block first-letter:uppercase">{formatRoleLabel(profile.role)}</span>
              </Badge>
            </ReadOnlyRow>
            <ReadOnlyRow label={t('profile.warehouses')}>
              {profile.warehouses.map((warehouse) => warehouse.name).join(', ') || '—'}
            </ReadOnlyRow>
          </dl>
        </CardContent>
        <CardFooter className="justify-between">
          <p className="text-xs text-muted-foreground">{t('profile.managed')}</p>
          <Button type="submit" disabled={!isDirty || updateProfile.isPending}>
            {updateProfile.isPending ? <Spinner /> : null}
            {t('profile.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
