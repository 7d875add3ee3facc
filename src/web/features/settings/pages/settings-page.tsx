import { lazySection } from '@web/components/lazy-dialog';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMyProfile } from '@web/lib/auth/my-profile';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { AppearanceCard } from '../components/appearance-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { NotificationPreferencesCard } from '../components/notification-preferences-card';
import { ProfileCard } from '../components/profile-card';
import { PushNotificationsCard } from '../components/push-notifications-card';
import { TwoFactorCard } from '../components/two-factor-card';
import { settingsMessages } from '../messages';

function PlantLoading() {
  const t = useT(settingsMessages);
  return <Skeletons count={2} label={t('page.loadingPlant')} className="grid gap-6" />;
}

// The plant's cards are for managers only, below the fold: loaded for those who see them.
const plantLoading = <PlantLoading />;
const PlantCostsCard = lazySection(
  () => import('../components/plant-costs-card').then((module) => module.PlantCostsCard),
  plantLoading,
);
// Supervisors and up submit purchase orders: they read the limits, managers change them.
const ApprovalLimitsCard = lazySection(
  () => import('../components/approval-limits-card').then((module) => module.ApprovalLimitsCard),
  plantLoading,
);
const DowntimeReasonsCard = lazySection(
  () => import('../components/downtime-reasons-card').then((module) => module.DowntimeReasonsCard),
  null,
);

// Supervisors and up: the close-out codes orders are completed with (issue 25 §8).
const CloseOutCodesCard = lazySection(
  () => import('../components/close-out-codes-card').then((module) => module.CloseOutCodesCard),
  plantLoading,
);

// Admins only: the request portal (issue 23).
const RequestPortalCard = lazySection(
  () => import('../components/request-portal-card').then((module) => module.RequestPortalCard),
  plantLoading,
);

function SettingsSkeleton() {
  const t = useT(settingsMessages);
  return (
    <div className="grid gap-6" aria-label={t('page.loading')}>
      {[0, 1, 2].map((card) => (
        <Card key={card}>
          <CardHeader>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export default function SettingsPage() {
  const t = useT(settingsMessages);
  const profile = useMyProfile();
  const canManagePlant = useCan('settings.manage');
  const canSubmitOrders = useCan('purchasing.write');
  const canManagePortal = useCan('portal.manage');
  const canWriteCloseOutCodes = useCan('closeOutCodes.write');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('page.title')}
        description={canManagePlant ? t('page.descriptionManager') : t('page.description')}
      />
      <QueryState query={profile} errorTitle={t('page.loadFailed')} loading={<SettingsSkeleton />}>
        {(data) => (
          <div className="grid gap-6">
            <ProfileCard profile={data} />
            <AppearanceCard />
            <ChangePasswordCard />
            <TwoFactorCard isEnabled={data.mfaEnabled} />
          </div>
        )}
      </QueryState>
      <section aria-labelledby="settings-notifications" className="mt-10 grid gap-6">
        <h2 id="settings-notifications" className="text-lg font-semibold tracking-tight">
          {t('page.notifications')}
        </h2>
        <PushNotificationsCard />
        <NotificationPreferencesCard />
      </section>
      {canManagePlant || canSubmitOrders ? (
        <section aria-labelledby="settings-plant" className="mt-10 grid gap-6">
          <h2 id="settings-plant" className="text-lg font-semibold tracking-tight">
            {t('page.plant')}
          </h2>
          {canManagePlant ? <PlantCostsCard /> : null}
          <ApprovalLimitsCard />
          {canManagePlant ? <DowntimeReasonsCard /> : null}
        </section>
      ) : null}
      {canWriteCloseOutCodes ? (
        <section aria-labelledby="settings-work-orders" className="mt-10 grid gap-6">
          <h2 id="settings-work-orders" className="text-lg font-semibold tracking-tight">
            {t('page.workOrders')}
          </h2>
          <CloseOutCodesCard />
        </section>
      ) : null}
      {canManagePortal ? (
        <section aria-labelledby="settings-portal" className="mt-10 grid gap-6">
          <h2 id="settings-portal" className="text-lg font-semibold tracking-tight">
            {t('page.workRequests')}
          </h2>
          <RequestPortalCard />
        </section>
      ) : null}
    </div>
  );
}
