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
import { toast } from '@web/lib/toast/toast-store';
import { useSaveSsoSettings } from '../api/sso-settings';
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
    resolver: zodResolver(ssoFormSchema),
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
      toast({ title: 'Single sign-on settings saved' });
    } catch (error) {
      if (applyServerFieldErrors(error, setError, SERVER_FIELDS) > 0) return;
      const conflict = error instanceof ApiError && error.status === 409;
      toast({
        variant: 'destructive',
        title: 'The settings were not saved',
        description: conflict
          ? 'Another admin changed them meanwhile. Reload the page to see their values.'
          : errorMessage(error, 'Check the connection and try again.'),
      });
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Provider</CardTitle>
          <CardDescription>
            Register Fieldwork at your OpenID Connect provider (Keycloak, Entra ID, Google, Authentik, Okta)
            with this redirect URI:{' '}
            <code className="break-all rounded bg-muted px-1 py-0.5 text-foreground">{callbackUrl}</code>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {fromEnvironment ? (
            <Alert>
              The server’s OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET set the provider, client and
              button label: they are read-only here. Who may come in and whether passwords still work are set
              below.
            </Alert>
          ) : (
            <SwitchRow
              label="Offer single sign-on"
              hint="The sign-in page shows a button that signs people in through the provider."
              checked={watch('enabled')}
              onChange={toggle('enabled')}
            />
          )}
          <FormField
            label="Issuer URL"
            error={errors.issuerUrl?.message}
            hint="e.g. https://login.example.com/realms/plant"
          >
            <Input type="url" autoComplete="off" disabled={fromEnvironment} {...register('issuerUrl')} />
          </FormField>
          <TestConnection issuerUrl={watch('issuerUrl')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Client ID" error={errors.clientId?.message}>
              <Input autoComplete="off" disabled={fromEnvironment} {...register('clientId')} />
            </FormField>
            <FormField
              label="Client secret"
              error={errors.clientSecret?.message}
              hint={settings.clientSecretSet ? 'A secret is saved. Leave blank to keep it.' : undefined}
            >
              <PasswordInput
                autoComplete="new-password"
                disabled={fromEnvironment}
                {...register('clientSecret')}
              />
            </FormField>
          </div>
          <FormField
            label="Button label"
            error={errors.buttonLabel?.message}
            hint={`Shown as “Sign in with ${watch('buttonLabel') || '…'}”.`}
          >
            <Input disabled={fromEnvironment} {...register('buttonLabel')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>New people</CardTitle>
          <CardDescription>
            A person is matched by the e-mail the provider has verified. Roles from groups apply when the
            person is created; later changes are made in Users.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <SwitchRow
            label="Create people on their first sign-in"
            hint="Otherwise only people who already have a Fieldwork user may sign in."
            checked={watch('createUsers')}
            onChange={toggle('createUsers')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Default role" error={errors.defaultRole?.message}>
              <EnumSelect
                value={watch('defaultRole')}
                onChange={(role) => setValue('defaultRole', role, { shouldDirty: true })}
                options={ROLE_OPTIONS}
              />
            </FormField>
            <FormField label="Warehouse they join" error={errors.defaultWarehouseId?.message}>
              <EnumSelect
                value={watch('defaultWarehouseId')}
                onChange={choose('defaultWarehouseId')}
                options={[[NONE, 'Choose a warehouse'], ...warehouses.map((w) => [w.id, w.name] as const)]}
              />
            </FormField>
          </div>
          <FormField
            label="Groups claim"
            error={errors.groupsClaim?.message}
            hint="The claim listing the person’s groups, e.g. groups."
          >
            <Input autoComplete="off" {...register('groupsClaim')} />
          </FormField>
          <FormField
            label="Group roles"
            error={errors.groupRoles?.message}
            hint="One a line, as group: role. The widest role of a person’s groups wins; no match, the default role."
          >
            <TextArea rows={3} placeholder="cmms-leads: supervisor" {...register('groupRoles')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Passwords</CardTitle>
          <CardDescription>
            When single sign-on is required, only the break-glass admin may still sign in with a password, for
            the day the provider is down.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <SwitchRow
            label="Require single sign-on"
            hint="Everyone else signs in through the provider, which asks for its own two-step verification."
            checked={watch('requireSso')}
            onChange={toggle('requireSso')}
          />
          <FormField
            label="Break-glass admin"
            error={errors.breakGlassUserId?.message ?? errors.requireSso?.message}
          >
            <EnumSelect
              value={watch('breakGlassUserId')}
              onChange={choose('breakGlassUserId')}
              options={[
                [NONE, 'Choose an admin'],
                ...admins.map((a) => [a.id, `${a.firstName} ${a.lastName} (${a.email})`] as const),
              ]}
            />
          </FormField>
        </CardContent>
      </Card>

      <Button type="submit" size="lg" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        Save settings
      </Button>
    </form>
  );
}
