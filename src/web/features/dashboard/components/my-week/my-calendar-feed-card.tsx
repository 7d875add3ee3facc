import { CalendarFeedCard } from '@web/components/capacity/calendar-feed-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAuth } from '@web/lib/auth/auth-context';
import { formatFullName } from '@web/lib/formatting';

/**
 * A technician's own calendar feed (issue 26 §5): their planned orders in their phone's calendar,
 * issued and revoked by themself as by their planner.
 */
export function MyCalendarFeedCard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Card role="region" aria-label="My week in my phone's calendar">
      <CardHeader className="pb-3">
        <CardTitle>My week in my phone&apos;s calendar</CardTitle>
        <CardDescription>
          Subscribe once; the orders your planner schedules appear by themselves.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CalendarFeedCard userId={user.id} name={formatFullName(user)} />
      </CardContent>
    </Card>
  );
}
