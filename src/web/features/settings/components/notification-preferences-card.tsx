import { QueryState } from '@web/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n/use-t';
import { useNotificationPreferences } from '@web/lib/notifications/notification-preferences';
import { settingsMessages } from '../messages';
import { NotificationPreferencesForm } from './notification-preferences-form';

function PreferencesSkeleton() {
  const t = useT(settingsMessages);
  return (
    <CardContent className="grid gap-5" aria-label={t('prefs.loading')}>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="h-6 w-11 rounded-full" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="ml-auto hidden h-10 w-64 md:block" />
        </div>
      ))}
    </CardContent>
  );
}

export function NotificationPreferencesCard() {
  const t = useT(settingsMessages);
  const preferences = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('prefs.title')}</CardTitle>
        <CardDescription>{t('prefs.description')}</CardDescription>
      </CardHeader>
      <QueryState
        query={preferences}
        errorTitle={t('prefs.loadFailed')}
        errorClassName="mx-5 mb-5 sm:mx-6 sm:mb-6"
        loading={<PreferencesSkeleton />}
      >
        {(saved) => <NotificationPreferencesForm saved={saved} />}
      </QueryState>
    </Card>
  );
}
