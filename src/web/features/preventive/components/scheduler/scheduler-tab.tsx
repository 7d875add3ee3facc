import { useState } from 'react';
import { Play } from 'lucide-react';
import { PM_LOOK_AHEAD_DAYS } from '@shared/constants';
import type { SchedulerRun, SchedulerStatus } from '@shared/schemas/pm';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { formatDateTime, formatRelativeTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/toast-store';
import { useSchedulerStatus } from '../../api/get-scheduler-status';
import { usePmTemplates } from '../../api/list-pm-templates';
import { useRunScheduler } from '../../api/run-scheduler';
import { useStartScheduler } from '../../api/start-scheduler';
import { useStopScheduler } from '../../api/stop-scheduler';
import { preventiveMessages } from '../../messages';
import { RunResult } from './run-result';
import { UpcomingForecasts } from './upcoming-forecasts';

export function SchedulerBadge({ isRunning }: { isRunning: boolean }) {
  const t = useT(preventiveMessages);
  return isRunning ? (
    <Badge variant="success">
      <span className="size-1.5 animate-pulse rounded-full bg-success" aria-hidden />
      {t('scheduler.running')}
    </Badge>
  ) : (
    <Badge variant="secondary">
      <span className="size-1.5 rounded-full bg-muted-foreground" aria-hidden />
      {t('scheduler.stopped')}
    </Badge>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg border px-4 py-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold">{value}</dd>
      {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

/** The figures, relative to the moment of the last poll so they move on every 5 s refresh. */
function StatusFigures({ status, asOf }: { status: SchedulerStatus; asOf: number }) {
  const t = useT(preventiveMessages);
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Figure
        label={t('scheduler.lastRun')}
        value={formatRelativeTime(status.lastRun, t('scheduler.never'), asOf)}
        detail={status.lastRun ? formatDateTime(status.lastRun) : t('scheduler.notRunYet')}
      />
      <Figure
        label={t('scheduler.nextRun')}
        value={status.nextRun ? formatRelativeTime(status.nextRun, '—', asOf) : t('scheduler.notScheduled')}
        detail={status.nextRun ? formatDateTime(status.nextRun) : t('scheduler.startHint')}
      />
      <Figure
        label={t('scheduler.generatedLabel')}
        value={status.lastRun ? t('scheduler.workOrders', { count: status.lastGenerated }) : '—'}
        detail={status.lastRun ? undefined : t('scheduler.noRunYet')}
      />
    </dl>
  );
}

/** Scheduler (operations §2, §4): Running / Stopped, the toggle (managers), Run Now (supervisors). */
export function SchedulerTab() {
  const t = useT(preventiveMessages);
  const status = useSchedulerStatus();
  const templates = usePmTemplates();
  const canControl = useCan('pmScheduler.control');
  const canRun = useCan('pmScheduler.run');
  const start = useStartScheduler();
  const stop = useStopScheduler();
  const run = useRunScheduler();
  const [lastRun, setLastRun] = useState<SchedulerRun | null>(null);

  const toggle = (next: boolean) =>
    next
      ? start.mutate(undefined, {
          onSuccess: () => toast({ title: t('scheduler.started') }),
          onError: () => toast({ variant: 'destructive', title: t('scheduler.startFailed') }),
        })
      : stop.mutate(undefined, {
          onSuccess: () => toast({ title: t('scheduler.stoppedToast') }),
          onError: () => toast({ variant: 'destructive', title: t('scheduler.stopFailed') }),
        });

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (result) => {
        setLastRun(result);
        toast({
          title: t('scheduler.runCompleted'),
          description: t('scheduler.runGenerated', { count: result.generated }),
        });
      },
      onError: () => toast({ variant: 'destructive', title: t('scheduler.runFailed') }),
    });

  const isToggling = start.isPending || stop.isPending;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card role="region" aria-label={t('scheduler.title')}>
        <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-2">
            <CardTitle className="flex items-center gap-2">
              {t('scheduler.title')}
              {status.data ? <SchedulerBadge isRunning={status.data.isRunning} /> : null}
            </CardTitle>
            <p className="max-w-2xl text-sm text-muted-foreground">
              {t('scheduler.explanation', { days: PM_LOOK_AHEAD_DAYS })}
            </p>
          </div>
          {status.data && (canControl || canRun) ? (
            <div className="flex shrink-0 flex-col gap-3 sm:items-end">
              {canControl ? (
                <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
                  {isToggling ? <Spinner /> : null}
                  {t('scheduler.runEveryHour')}
                  <Switch checked={status.data.isRunning} disabled={isToggling} onCheckedChange={toggle} />
                </label>
              ) : null}
              {canRun ? (
                <Button onClick={runNow} disabled={run.isPending} className="max-sm:w-full">
                  {run.isPending ? <Spinner /> : <Play aria-hidden />}
                  {t('scheduler.runNow')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </CardHeader>
        <CardContent>
          <QueryState
            query={status}
            errorTitle={t('scheduler.fetchFailed')}
            loading={
              <Skeletons
                count={3}
                label={t('scheduler.loading')}
                className="grid grid-cols-1 gap-3 sm:grid-cols-3"
              >
                {() => <Skeleton className="h-20 w-full" />}
              </Skeletons>
            }
          >
            {(data) => <StatusFigures status={data} asOf={status.dataUpdatedAt} />}
          </QueryState>
          {status.data && !canControl ? (
            <p className="mt-3 text-xs text-muted-foreground">
              {canRun ? t('scheduler.managersYouCanRun') : t('scheduler.managersSupervisorsRun')}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {lastRun ? <RunResult run={lastRun} templates={templates.data} /> : null}
      <UpcomingForecasts />
    </div>
  );
}
