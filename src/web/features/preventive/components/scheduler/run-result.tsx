import { CircleCheckBig, Info } from 'lucide-react';
import { Link } from 'wouter';
import type { PmTemplate, SchedulerRun } from '@shared/schemas/pm';
import { Card, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';

/** What the last Run Now created, with a link to each new work order (the first hundred of a large run). */
export function RunResult({
  run,
  templates,
}: {
  run: SchedulerRun;
  templates: readonly PmTemplate[] | undefined;
}) {
  const t = useT(preventiveMessages);
  const templateName = (id: string) => {
    const template = templates?.find((candidate) => candidate.id === id);
    return template ? `${template.component}: ${template.action} (${template.model})` : null;
  };
  if (run.generated === 0) {
    return (
      <Card role="status" className="flex gap-3 p-4 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div>
          <p className="font-medium">{t('run.none.title')}</p>
          <p className="text-muted-foreground">{t('run.none.description')}</p>
        </div>
      </Card>
    );
  }
  return (
    <Card role="status" aria-label={t('run.generatedLabel')}>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2">
          <CircleCheckBig className="size-4 text-success" aria-hidden />
          {t('run.generated', { count: run.generated })}
        </CardTitle>
      </CardHeader>
      <div className="pb-2">
        <ul className="divide-y border-t">
          {run.workOrders.map((order) => (
            <li key={order.id}>
              <Link
                href={`/work-orders/${order.id}`}
                className="flex flex-col gap-0.5 px-5 py-2.5 hover:bg-accent/50 sm:flex-row sm:items-center sm:gap-4 sm:px-6"
              >
                <span className="font-mono text-sm font-medium text-primary">{order.foNumber}</span>
                <span className="line-clamp-2 min-w-0 flex-1 text-sm sm:line-clamp-1">
                  <span className="font-medium">{order.assetTag}</span> · {templateName(order.templateId)}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('run.due', { date: formatDate(order.dueDate) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {run.generated > run.workOrders.length ? (
          <p className="border-t px-5 pt-2.5 text-sm text-muted-foreground sm:px-6">
            {t('run.moreBefore', { count: run.generated - run.workOrders.length })}{' '}
            <Link href="/work-orders?status=new" className="text-primary hover:underline">
              {t('run.moreLink')}
            </Link>
            {t('run.moreAfter')}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
