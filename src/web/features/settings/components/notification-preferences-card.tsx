import { QueryState } from '@web/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useNotificationPreferences } from '@web/lib/notifications/notification-preferences';
import { NotificationPreferencesForm } from './notification-preferences-form';

function PreferencesSkeleton() {
  return (
    <CardContent className="grid gap-5" aria-label="Loading notification preferences">
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
  const preferences = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification types</CardTitle>
        <CardDescription>
          Choose which notifications pop up in Fieldwork and reach your devices as push notifications.
        </CardDescription>
      </CardHeader>
      <QueryState
        query={preferences}
        errorTitle="Failed to fetch notification preferences"
        errorClassName="mx-5 mb-5 sm:mx-6 sm:mb-6"
        loading={<PreferencesSkeleton />}
      >
        {(saved) => <NotificationPreferencesForm saved={saved} />}
      </QueryState>
    </Card>
  );
}
