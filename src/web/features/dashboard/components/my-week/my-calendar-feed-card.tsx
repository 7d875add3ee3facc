import { CalendarFeedCard } from '@web/components/capacity/calendar-feed-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAuth } from '@web/lib/auth/auth-context';
import { formatFullName } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { dashboardMessages } from '../../messages';

/**
 * A technician's own calendar feed (issue 26 §5): their planned orders in their phone's calendar,
 * issued and revoked by themself as by their planner.
 */
export function MyCalendarFeedCard() {
  const { user } = useAuth();
  const t = useT(dashboardMessages);
  if (!user) return null;
  return (
    <Card role="region" aria-label={t('calendarFeed.title')}>
      <CardHeader className="pb-3">
        <CardTitle>{t('calendarFeed.title')}</CardTitle>
        <CardDescription>{t('calendarFeed.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <CalendarFeedCard userId={user.id} name={formatFullName(user)} />
      </CardContent>
    </Card>
  );
}
