import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { changeDowntimeReasons } from '@shared/policies/shared-settings';
import { createDowntimeReasonSchema, type DowntimeReason } from '@shared/schemas/downtime';
import type { CodeListActions } from '@web/components/code-list/code-list-row';
import { byPosition, useDowntimeReasons } from '@web/components/downtime';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { useSharedSettingsDecision } from '@web/lib/shared-settings-decision';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import {
  useCreateDowntimeReason,
  useMoveDowntimeReason,
  useUpdateDowntimeReason,
} from '../api/change-downtime-reasons';
import { settingsMessages } from '../messages';
import { DowntimeReasonRow } from './downtime-reason-row';
import { NeedsConnection } from './needs-connection';

const failed = (t: TextsOf<typeof settingsMessages>, title: string) => (error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: errorMessage(error, t('common.checkConnection')),
  });

function AddReasonForm({ isOnline }: { isOnline: boolean }) {
  const t = useT(settingsMessages);
  const create = useCreateDowntimeReason();
  const [label, setLabel] = useState('');
  const [planned, setPlanned] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createDowntimeReasonSchema.safeParse({ label, planned });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? t('codes.checkName'));
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (reason) => {
        setLabel('');
        setPlanned(false);
        toast({ title: t('downtime.added'), description: reason.label });
      },
      onError: failed(t, t('downtime.notAdded')),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg border border-dashed p-3">
      <FormField label={t('downtime.newReason')} error={problem ?? undefined}>
        <Input
          value={label}
          maxLength={60}
          placeholder={t('downtime.placeholder')}
          onChange={(event) => setLabel(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id="new-reason-planned"
            checked={planned}
            onCheckedChange={(checked) => setPlanned(checked === true)}
          />
          <Label htmlFor="new-reason-planned" className="cursor-pointer">
            {t('downtime.plannedByDefault')}
          </Label>
        </div>
        <Button type="submit" variant="outline" disabled={!isOnline || create.isPending}>
          {create.isPending ? <Spinner /> : <Plus aria-hidden />}
          {t('downtime.add')}
        </Button>
      </div>
    </form>
  );
}

/** The reasons with what a manager of every plant can do to each. */
function ReasonList({ reasons, isOnline }: { reasons: readonly DowntimeReason[]; isOnline: boolean }) {
  const t = useT(settingsMessages);
  const update = useUpdateDowntimeReason();
  const move = useMoveDowntimeReason();
  const ordered = byPosition(reasons);
  const isBusy = update.isPending || move.isPending;

  const setActive = (reason: DowntimeReason, active: boolean) =>
    update.mutate(
      { reason, changes: { active } },
      {
        onSuccess: (saved) =>
          toast({
            title: active ? t('downtime.restored') : t('downtime.retired'),
            description: active
              ? t('codes.canBeChosen', { label: saved.label })
              : t('downtime.retiredDescription', { label: saved.label }),
          }),
        onError: failed(t, active ? t('downtime.notRestored') : t('downtime.notRetired')),
      },
    );

  return (
    <ReasonRows
      reasons={ordered}
      actionsOf={(reason, index) => ({
        disabled: !isOnline || isBusy,
        isFirst: index === 0,
        isLast: index === ordered.length - 1,
        onMove: (step) =>
          move.mutate({ reasons, id: reason.id, step }, { onError: failed(t, t('codes.orderNotChanged')) }),
        onRetire: () => setActive(reason, false),
        onRestore: () => setActive(reason, true),
      })}
    />
  );
}

/** The reasons in order; without `actionsOf` (a manager of one plant), read only. */
function ReasonRows({
  reasons,
  actionsOf,
}: {
  reasons: readonly DowntimeReason[];
  actionsOf?: (reason: DowntimeReason, index: number) => CodeListActions;
}) {
  const t = useT(settingsMessages);
  return (
    <ol className="divide-y" aria-label={t('downtime.title')}>
      {byPosition(reasons).map((reason, index) => (
        <DowntimeReasonRow key={reason.id} reason={reason} actions={actionsOf?.(reason, index)} />
      ))}
    </ol>
  );
}

/**
 * The organization's downtime reasons: renamed, planned by default or not, retired and
 * restored (past downtime keeps its reason), reordered, and added to by a manager or admin of
 * every plant; shown read only, with the reason, to a manager of one plant (issue 22 §7).
 */
export function DowntimeReasonsCard() {
  const t = useT(settingsMessages);
  const reasons = useDowntimeReasons();
  const isOnline = useOnline();
  const decision = useSharedSettingsDecision(changeDowntimeReasons);
  const canChange = decision?.allowed === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('downtime.title')}</CardTitle>
        <CardDescription>{t('downtime.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {decision && !decision.allowed ? (
          <p className="text-sm text-muted-foreground">{decision.reason}</p>
        ) : null}
        {isOnline || !canChange ? null : <NeedsConnection what="downtimeReasons" />}
        <QueryState
          query={reasons}
          errorTitle={t('downtime.loadFailed')}
          loading={<Skeletons count={4} label={t('downtime.loading')} />}
        >
          {(data) =>
            canChange ? <ReasonList reasons={data} isOnline={isOnline} /> : <ReasonRows reasons={data} />
          }
        </QueryState>
        {canChange ? <AddReasonForm isOnline={isOnline} /> : null}
      </CardContent>
    </Card>
  );
}
