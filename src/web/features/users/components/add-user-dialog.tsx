import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import type { Warehouse } from '@shared/schemas/profiles';
import { createUserSchema, type CreateUser } from '@shared/schemas/users';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { formatFullName } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useCreateUser } from '../api/create-user';
import { RoleSelect } from './role-select';
import { usersMessages } from '../messages';
import { WarehouseChecklist } from './warehouse-checklist';
import { FormDialogActions } from '@web/components/edit-dialog';

type CreateUserInput = z.input<typeof createUserSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'role', 'warehouseIds', 'password'] as const;

function emptyForm(warehouses: Warehouse[] | undefined): CreateUserInput {
  // With one warehouse there is nothing to choose: it is ticked already.
  const warehouseIds = warehouses?.length === 1 && warehouses[0] ? [warehouses[0].id] : [];
  return { firstName: '', lastName: '', email: '', role: 'technician', warehouseIds, password: '' };
}

/**
 * Adding a person: its form loads the first time it opens (the users page offers its button),
 * and starts empty again each time, once the last one has closed.
 */
export function AddUserDialog({
  warehouses,
  open,
  onOpenChange,
}: {
  warehouses: Warehouse[] | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(usersMessages);
  const createUser = useCreateUser();
  const {
    formRef,
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useAppForm<CreateUserInput, unknown, CreateUser>({
    resolver: zodResolver(createUserSchema),
    defaultValues: emptyForm(warehouses),
  });

  const onSubmit = (values: CreateUser) =>
    createUser.mutateAsync(values).then(
      (user) => {
        toast({
          title: t('add.added'),
          description: t('add.addedDescription', { name: formatFullName(user) }),
        });
        onOpenChange(false);
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, FIELDS);
        toast({ variant: 'destructive', title: errorMessage(error, t('add.failed')) });
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={() => reset(emptyForm(warehouses))}>
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('field.firstName')} error={errors.firstName?.message}>
              <Input autoComplete="off" {...register('firstName')} />
            </FormField>
            <FormField label={t('field.lastName')} error={errors.lastName?.message}>
              <Input autoComplete="off" {...register('lastName')} />
            </FormField>
          </div>
          <FormField label={t('field.email')} error={errors.email?.message}>
            <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
          </FormField>
          {/* Inside the render, so the field's id (and with it the label) reaches the select. */}
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <FormField label={t('field.role')} error={errors.role?.message}>
                <RoleSelect value={field.value} onChange={field.onChange} />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="warehouseIds"
            render={({ field }) => (
              <WarehouseChecklist
                warehouses={warehouses}
                value={field.value}
                onChange={field.onChange}
                error={errors.warehouseIds?.message}
              />
            )}
          />
          <FormField
            label={t('field.initialPassword')}
            error={errors.password?.message}
            hint={t('field.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          >
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormDialogActions
            onCancel={() => onOpenChange(false)}
            submitLabel={t('add.title')}
            isSaving={createUser.isPending}
            className="mt-2"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
