import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { CLOSE_OUT_KINDS, type CloseOutKind } from '@shared/domain';
import { changeCloseOutCodes } from '@shared/policies/shared-settings';
import { createCloseOutCodeSchema, type CloseOutCode } from '@shared/schemas/close-out';
import { codesOfKind, useCloseOutCodes } from '@web/components/close-out/list-close-out-codes';
import type { CodeListActions } from '@web/components/code-list/code-list-row';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useSharedSettingsDecision } from '@web/lib/shared-settings-decision';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import {
  useCreateCloseOutCode,
  useMoveCloseOutCode,
  useUpdateCloseOutCode,
} from '../api/change-close-out-codes';
import { CloseOutCodeRow } from './close-out-code-row';
import { CloseOutRequiredSwitch } from './close-out-required-switch';
import { NeedsConnection } from './needs-connection';

const KINDS: Readonly<Record<CloseOutKind, { title: string; placeholder: string }>> = {
  problem: { title: 'Problems', placeholder: 'e.g. Cracked' },
  cause: { title: 'Causes', placeholder: 'e.g. Corrosion' },
  remedy: { title: 'Remedies', placeholder: 'e.g. Welded' },
};

const failed = (title: string) => (error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: errorMessage(error, 'Check the connection and try again.'),
  });

function AddCodeForm({ kind, isOnline }: { kind: CloseOutKind; isOnline: boolean }) {
  const create = useCreateCloseOutCode();
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCloseOutCodeSchema.safeParse({ kind, label });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the name');
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (code) => {
        setLabel('');
        toast({ title: 'Code added', description: code.label });
      },
      onError: failed('The code was not added'),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <FormField label={`New ${kind} code`} error={problem ?? undefined} className="min-w-48 flex-1">
        <Input
          value={label}
          maxLength={60}
          placeholder={KINDS[kind].placeholder}
          onChange={(event) => setLabel(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={!isOnline || create.isPending}>
        {create.isPending ? <Spinner /> : <Plus aria-hidden />}
        Add
      </Button>
    </form>
  );
}

/** One kind's codes in order; with `canChange`, renamed, moved, retired, restored and added to. */
function KindList({
  kind,
  codes,
  canChange,
  isOnline,
}: {
  kind: CloseOutKind;
  codes: readonly CloseOutCode[];
  canChange: boolean;
  isOnline: boolean;
}) {
  const update = useUpdateCloseOutCode();
  const move = useMoveCloseOutCode();
  const ordered = codesOfKind(codes, kind);
  const disabled = !isOnline || update.isPending || move.isPending;

  const setActive = (code: CloseOutCode, active: boolean) =>
    update.mutate(
      { code, changes: { active } },
      {
        onSuccess: (saved) =>
          toast({
            title: active ? 'Code restored' : 'Code retired',
            description: active
              ? `${saved.label} can be chosen again.`
              : `${saved.label} is no longer offered; completed orders keep it.`,
          }),
        onError: failed(active ? 'The code was not restored' : 'The code was not retired'),
      },
    );
  const actionsOf = (code: CloseOutCode, index: number): CodeListActions => ({
    disabled,
    isFirst: index === 0,
    isLast: index === ordered.length - 1,
    onMove: (step) =>
      move.mutate({ codes, id: code.id, step }, { onError: failed('The order was not changed') }),
    onRetire: () => setActive(code, false),
    onRestore: () => setActive(code, true),
  });

  const headingId = `close-out-${kind}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {KINDS[kind].title}
      </h3>
      <ol className="divide-y" aria-labelledby={headingId}>
        {ordered.map((code, index) => (
          <CloseOutCodeRow
            key={code.id}
            code={code}
            actions={canChange ? actionsOf(code, index) : undefined}
          />
        ))}
      </ol>
      {canChange ? <AddCodeForm kind={kind} isOnline={isOnline} /> : null}
    </section>
  );
}

/**
 * The organization's close-out codes (issue 25 §8): what a technician chooses from when
 * completing a corrective or emergency order. Supervisors and up of every plant change them;
 * someone of one plant sees them read only, with the reason. The plant's rule beside them.
 */
export function CloseOutCodesCard() {
  const codes = useCloseOutCodes();
  const isOnline = useOnline();
  const decision = useSharedSettingsDecision(changeCloseOutCodes);
  const canChange = decision?.allowed === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Close-out codes</CardTitle>
        <CardDescription>
          What failed, why, and what was done: chosen when a corrective or emergency order is completed, and
          counted on Maintenance Trends. Shared by every plant of your organization.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CloseOutRequiredSwitch />
        {decision && !decision.allowed ? (
          <p className="text-sm text-muted-foreground">{decision.reason}</p>
        ) : null}
        {isOnline || !canChange ? null : <NeedsConnection what="Changing close-out codes" />}
        <QueryState
          query={codes}
          errorTitle="Failed to fetch close-out codes"
          loading={<Skeletons count={6} label="Loading close-out codes" />}
        >
          {(data) => (
            <div className="grid gap-6">
              {CLOSE_OUT_KINDS.map((kind) => (
                <KindList key={kind} kind={kind} codes={data} canChange={canChange} isOnline={isOnline} />
              ))}
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
