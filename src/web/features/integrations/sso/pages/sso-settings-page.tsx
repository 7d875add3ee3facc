import { QueryState, Skeletons } from '@web/components/query-state';
import { PageHeader } from '@web/components/ui/page-header';
import { useSsoChoices, useSsoSettings } from '../api/sso-settings';
import { SsoSettingsForm } from '../components/sso-settings-form';

/** Administration → Single sign-on: the OpenID Connect provider and its rules (issue 28 §1). */
export default function SsoSettingsPage() {
  const settings = useSsoSettings();
  const { warehouses, admins } = useSsoChoices();
  return (
    <div className="mx-auto grid w-full max-w-3xl">
      <PageHeader
        title="Single sign-on"
        description="People sign in with the account they already have at your identity provider."
      />
      <QueryState
        query={settings}
        errorTitle="The single sign-on settings could not be loaded"
        loading={<Skeletons count={3} label="Loading the single sign-on settings" />}
      >
        {(data) => <SsoSettingsForm settings={data} warehouses={warehouses} admins={admins} />}
      </QueryState>
    </div>
  );
}
