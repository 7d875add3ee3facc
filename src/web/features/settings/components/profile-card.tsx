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
import { toast } from '@web/lib/toast/toast-store';
import { useUpdateProfile } from '../api/update-profile';
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
        toast({ title: 'Profile updated' });
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['firstName', 'lastName']);
        toast({ variant: 'destructive', title: errorMessage(error, 'Profile update failed') });
      },
    );

  return (
    <Card>
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>
            Your name as colleagues see it on work orders and in the team list.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...register('firstName')} />
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register('lastName')} />
            </FormField>
          </div>
          <dl className="grid gap-3 rounded-lg bg-muted/50 p-4">
            <ReadOnlyRow label="Email">{profile.email}</ReadOnlyRow>
            <ReadOnlyRow label="Role">
              <Badge variant="secondary" className="capitalize">
                {formatRoleLabel(profile.role)}
              </Badge>
            </ReadOnlyRow>
            <ReadOnlyRow label="Warehouses">
              {profile.warehouses.map((warehouse) => warehouse.name).join(', ') || '—'}
            </ReadOnlyRow>
          </dl>
        </CardContent>
        <CardFooter className="justify-between">
          <p className="text-xs text-muted-foreground">Email and role are managed by an administrator.</p>
          <Button type="submit" disabled={!isDirty || updateProfile.isPending}>
            {updateProfile.isPending ? <Spinner /> : null}
            Save
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
