import { zodResolver } from '@hookform/resolvers/zod';
import { SSO_CALLBACK_PATH, type SsoSettings, type UpdateSsoSettings } from '@shared/schemas/sso';
import type { User } from '@shared/schemas/users';
import type { Warehouse } from '@shared/schemas/profiles';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { TextArea } from '@web/components/ui/textarea';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useSaveSsoSettings } from '../api/sso-settings';
import { ssoMessages } from '../messages';
import { NONE, ROLE_OPTIONS, ssoFormSchema, toFormValues, type SsoFormValues } from './sso-form-values';
import { SwitchRow } from './switch-row';
import { TestConnection } from './test-connection';

const SERVER_FIELDS = [
  'issuerUrl',
  'clientId',
  'clientSecret',
  'buttonLabel',
  'defaultWarehouseId',
  'groupsClaim',
  'groupRoles',
  'requireSso',
  'breakGlassUserId',
] as const;

/** The provider, who may come in, and whether passwords still work (issue 28 §1). */
export function SsoSettingsForm({
  settings,
  warehouses,
  admins,
}: {
  settings: SsoSettings;
  warehouses: Warehouse[];
  admins: User[];
}) {
  const t = useT(ssoMessages);
  const save = useSaveSsoSettings();
  const {
    formRef,
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useAppForm<SsoFormValues, unknown, UpdateSsoSettings>({
    resolver: zodResolver(ssoFormSchema(t)),
    defaultValues: toFormValues(settings),
  });
  const fromEnvironment = settings.managedByEnvironment;
  const callbackUrl = `${window.location.origin}${SSO_CALLBACK_PATH}`;
  const toggle = (name: 'enabled' | 'createUsers' | 'requireSso') => (on: boolean) =>
    setValue(name, on, { shouldDirty: true });
  const choose = (name: 'defaultWarehouseId' | 'breakGlassUserId') => (id: string) =>
    setValue(name, id, { shouldDirty: true });

  const onSubmit = async (changes: UpdateSsoSettings) => {
    try {
      const saved = await save.mutateAsync({ version: settings.version, changes });
      reset(toFormValues(saved));
      toast({ title: t('form.saved') });
    } catch (error) {
      if (applyServerFieldErrors(error, setError, SERVER_FIELDS) > 0) return;
      const conflict = error instanceof ApiError && error.status === 409;
      toast({
        variant: 'destructive',
        title: t('form.notSaved'),
        description: conflict ? t('form.conflict') : errorMessage(error, t('form.checkConnection')),
      });
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('provider.title')}</CardTitle>
          <CardDescription>
            {t('provider.description')}{' '}
            <code className="break-all rounded bg-muted px-1 py-0.5 text-foreground">{callbackUrl}</code>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {fromEnvironment ? (
            <Alert>{t('provider.fromEnvironment')}</Alert>
          ) : (
            <SwitchRow
              label={t('provider.offer')}
              hint={t('provider.offerHint')}
              checked={watch('enabled')}
              onChange={toggle('enabled')}
            />
          )}
          <FormField
            label={t('provider.issuerUrl')}
            error={errors.issuerUrl?.message}
            hint={t('provider.issuerUrlHint')}
          >
            <Input type="url" autoComplete="off" disabled={fromEnvironment} {...register('issuerUrl')} />
          </FormField>
          <TestConnection issuerUrl={watch('issuerUrl')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('provider.clientId')} error={errors.clientId?.message}>
              <Input autoComplete="off" disabled={fromEnvironment} {...register('clientId')} />
            </FormField>
            <FormField
              label={t('provider.clientSecret')}
              error={errors.clientSecret?.message}
              hint={settings.clientSecretSet ? t('provider.clientSecretSet') : undefined}
            >
              <PasswordInput
                autoComplete="new-password"
                disabled={fromEnvironment}
                {...register('clientSecret')}
              />
            </FormField>
          </div>
          <FormField
            label={t('provider.buttonLabel')}
            error={errors.buttonLabel?.message}
            hint={t('provider.buttonLabelHint', { label: watch('buttonLabel') || '…' })}
          >
            <Input disabled={fromEnvironment} {...register('buttonLabel')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('people.title')}</CardTitle>
          <CardDescription>{t('people.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <SwitchRow
            label={t('people.create')}
            hint={t('people.createHint')}
            checked={watch('createUsers')}
            onChange={toggle('createUsers')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('people.defaultRole')} error={errors.defaultRole?.message}>
              <EnumSelect
                value={watch('defaultRole')}
                onChange={(role) => setValue('defaultRole', role, { shouldDirty: true })}
                options={ROLE_OPTIONS.map(([role, key]) => [role, t(key)] as const)}
              />
            </FormField>
            <FormField label={t('people.warehouse')} error={errors.defaultWarehouseId?.message}>
              <EnumSelect
                value={watch('defaultWarehouseId')}
                onChange={choose('defaultWarehouseId')}
                options={[
                  [NONE, t('people.chooseWarehouse')],
                  ...warehouses.map((w) => [w.id, w.name] as const),
                ]}
              />
            </FormField>
          </div>
          <FormField
            label={t('people.groupsClaim')}
            error={errors.groupsClaim?.message}
            hint={t('people.groupsClaimHint')}
          >
            <Input autoComplete="off" {...register('groupsClaim')} />
          </FormField>
          <FormField
            label={t('people.groupRoles')}
            error={errors.groupRoles?.message}
            hint={t('people.groupRolesHint')}
          >
            <TextArea rows={3} placeholder={t('people.groupRolesPlaceholder')} {...register('groupRoles')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('passwords.title')}</CardTitle>
          <CardDescription>{t('passwords.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <SwitchRow
            label={t('passwords.require')}
            hint={t('passwords.requireHint')}
            checked={watch('requireSso')}
            onChange={toggle('requireSso')}
          />
          <FormField
            label={t('passwords.breakGlass')}
            error={errors.breakGlassUserId?.message ?? errors.requireSso?.message}
          >
            <EnumSelect
              value={watch('breakGlassUserId')}
              onChange={choose('breakGlassUserId')}
              options={[
                [NONE, t('passwords.chooseAdmin')],
                ...admins.map((a) => [a.id, `${a.firstName} ${a.lastName} (${a.email})`] as const),
              ]}
            />
          </FormField>
        </CardContent>
      </Card>

      <Button type="submit" size="lg" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {t('form.save')}
      </Button>
    </form>
  );
}
