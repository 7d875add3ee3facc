import { useState } from 'react';
import { Printer } from 'lucide-react';
import { useLocation } from 'wouter';
import { MAX_PRINTED_SHEETS } from '@shared/constants';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { EnumSelect } from '@web/components/ui/enum-select';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { formatDate, formatFullName, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { useSheetChoice } from '../api/list-sheet-choice';
import { reportsMessages } from '../messages';
import { useTechnicians } from '@web/components/people/technicians';
import { sheetsPath } from './report-paths';
import { ANY, OPEN, statusOptions, toQuery } from './report-options';
import { ReportRow } from './report-row';

function OrderChoices({
  orders,
  total,
  isTotalLowerBound,
  excluded,
  onExcludedChange,
}: {
  orders: WorkOrder[];
  total: number;
  isTotalLowerBound: boolean;
  excluded: ReadonlySet<string>;
  onExcludedChange: (excluded: Set<string>) => void;
}) {
  const t = useT(reportsMessages);
  const selected = orders.filter((order) => !excluded.has(order.id)).length;
  const toggle = (id: string, isChecked: boolean) => {
    const next = new Set(excluded);
    if (isChecked) next.delete(id);
    else next.add(id);
    onExcludedChange(next);
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite">
          {t('picker.selected', { selected: formatNumber(selected), total: orders.length })}
        </p>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => onExcludedChange(new Set())}>
            {t('picker.selectAll')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onExcludedChange(new Set(orders.map((order) => order.id)))}
          >
            {t('picker.clear')}
          </Button>
        </div>
      </div>
      <ul aria-label={t('picker.matching')} className="max-h-72 divide-y overflow-y-auto rounded-md border">
        {orders.map((order) => (
          <li key={order.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
              <Checkbox
                checked={!excluded.has(order.id)}
                onCheckedChange={(state) => toggle(order.id, state === true)}
                aria-label={order.foNumber}
              />
              <span className="shrink-0 font-medium tabular-nums">{order.foNumber}</span>
              <span className="min-w-0 flex-1 truncate text-muted-foreground">{order.description}</span>
              {order.dueDate ? (
                <span className="hidden shrink-0 text-xs text-muted-foreground sm:inline">
                  {t('picker.due', { date: formatDate(order.dueDate) })}
                </span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
      {total > orders.length ? (
        <p className="text-sm text-muted-foreground">
          {t(isTotalLowerBound ? 'picker.tooManyPlus' : 'picker.tooMany', {
            shown: formatNumber(orders.length),
            total: formatNumber(total),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** Printable work-order sheets: choose the orders (the work-order list's filters), then open the pages. */
export function SheetPicker() {
  const t = useT(reportsMessages);
  const labels = useWorkOrderLabels();
  const [status, setStatus] = useState(OPEN);
  const [assignedTo, setAssignedTo] = useState(ANY);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [, navigate] = useLocation();
  const technicians = useTechnicians();
  const choice = useSheetChoice(toQuery({ status, assignedTo, sort: 'dueDate' }));
  const chosen = (choice.data?.orders ?? []).filter((order) => !excluded.has(order.id));

  const assigneeOptions: (readonly [string, string])[] = [
    [ANY, t('picker.anyone')],
    ...(technicians.data ?? []).map((person) => [person.id, formatFullName(person)] as const),
  ];

  return (
    <ReportRow
      title={t('picker.title')}
      description={t('picker.description', { max: formatNumber(MAX_PRINTED_SHEETS) })}
    >
      <div className="grid w-full gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('picker.orders')}>
            <EnumSelect value={status} options={statusOptions(t, labels)} onChange={setStatus} />
          </FormField>
          <FormField label={t('picker.assignedTo')}>
            <EnumSelect value={assignedTo} options={assigneeOptions} onChange={setAssignedTo} />
          </FormField>
        </div>
        <QueryState
          query={choice}
          errorTitle={t('picker.failed')}
          showReason
          loading={<Skeletons count={3} label={t('picker.loading')} className="grid gap-2" />}
          isEmpty={(data) => data.orders.length === 0}
          empty={
            <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              {t('picker.empty')}
            </p>
          }
        >
          {(data) => (
            <OrderChoices
              orders={data.orders}
              total={data.total}
              isTotalLowerBound={data.isTotalLowerBound}
              excluded={excluded}
              onExcludedChange={setExcluded}
            />
          )}
        </QueryState>
        <div className="flex sm:justify-end">
          <Button
            className="w-full sm:w-auto"
            disabled={chosen.length === 0}
            onClick={() => navigate(sheetsPath(chosen.map((order) => order.id)))}
          >
            <Printer aria-hidden />
            {t('picker.open')}
          </Button>
        </div>
      </div>
    </ReportRow>
  );
}
