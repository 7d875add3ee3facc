import { QueryState, Skeletons } from '@web/components/query-state';
import { PageHeader } from '@web/components/ui/page-header';
import { useT } from '@web/lib/i18n/use-t';
import { useSsoChoices, useSsoSettings } from '../api/sso-settings';
import { SsoSettingsForm } from '../components/sso-settings-form';
import { ssoMessages } from '../messages';

/** Administration → Single sign-on: the OpenID Connect provider and its rules (issue 28 §1). */
export default function SsoSettingsPage() {
  const t = useT(ssoMessages);
  const settings = useSsoSettings();
  const { warehouses, admins } = useSsoChoices();
  return (
    <div className="mx-auto grid w-full max-w-3xl">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <QueryState
        query={settings}
        errorTitle={t('page.loadFailed')}
        loading={<Skeletons count={3} label={t('page.loading')} />}
      >
        {(data) => <SsoSettingsForm settings={data} warehouses={warehouses} admins={admins} />}
      </QueryState>
    </div>
  );
}
