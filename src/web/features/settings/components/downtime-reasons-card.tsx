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
import { useSharedSettingsDecision } from '@web/lib/shared-settings-decision';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import {
  useCreateDowntimeReason,
  useMoveDowntimeReason,
  useUpdateDowntimeReason,
} from '../api/change-downtime-reasons';
import { DowntimeReasonRow } from './downtime-reason-row';
import { NeedsConnection } from './needs-connection';

const failed = (title: string) => (error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: errorMessage(error, 'Check the connection and try again.'),
  });

function AddReasonForm({ isOnline }: { isOnline: boolean }) {
  const create = useCreateDowntimeReason();
  const [label, setLabel] = useState('');
  const [planned, setPlanned] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createDowntimeReasonSchema.safeParse({ label, planned });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the name');
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (reason) => {
        setLabel('');
        setPlanned(false);
        toast({ title: 'Reason added', description: reason.label });
      },
      onError: failed('The reason was not added'),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg border border-dashed p-3">
      <FormField label="New reason" error={problem ?? undefined}>
        <Input
          value={label}
          maxLength={60}
          placeholder="e.g. Changeover"
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
            Planned by default
          </Label>
        </div>
        <Button type="submit" variant="outline" disabled={!isOnline || create.isPending}>
          {create.isPending ? <Spinner /> : <Plus aria-hidden />}
          Add reason
        </Button>
      </div>
    </form>
  );
}

/** The reasons with what a manager of every plant can do to each. */
function ReasonList({ reasons, isOnline }: { reasons: readonly DowntimeReason[]; isOnline: boolean }) {
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
            title: active ? 'Reason restored' : 'Reason retired',
            description: active
              ? `${saved.label} can be chosen again.`
              : `${saved.label} is no longer offered; past downtime keeps it.`,
          }),
        onError: failed(active ? 'The reason was not restored' : 'The reason was not retired'),
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
          move.mutate({ reasons, id: reason.id, step }, { onError: failed('The order was not changed') }),
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
  return (
    <ol className="divide-y" aria-label="Downtime reasons">
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
  const reasons = useDowntimeReasons();
  const isOnline = useOnline();
  const decision = useSharedSettingsDecision(changeDowntimeReasons);
  const canChange = decision?.allowed === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Downtime reasons</CardTitle>
        <CardDescription>
          What people choose from when they record downtime, in this order, for every plant of your
          organization.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {decision && !decision.allowed ? (
          <p className="text-sm text-muted-foreground">{decision.reason}</p>
        ) : null}
        {isOnline || !canChange ? null : <NeedsConnection what="Changing downtime reasons" />}
        <QueryState
          query={reasons}
          errorTitle="Failed to fetch downtime reasons"
          loading={<Skeletons count={4} label="Loading downtime reasons" />}
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
