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
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { useSharedSettingsDecision } from '@web/lib/shared-settings-decision';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import {
  useCreateCloseOutCode,
  useMoveCloseOutCode,
  useUpdateCloseOutCode,
} from '../api/change-close-out-codes';
import { settingsMessages } from '../messages';
import { CloseOutCodeRow } from './close-out-code-row';
import { CloseOutRequiredSwitch } from './close-out-required-switch';
import { NeedsConnection } from './needs-connection';

type SettingsTexts = TextsOf<typeof settingsMessages>;

const KINDS = {
  problem: {
    title: 'closeOut.problems',
    placeholder: 'closeOut.problemPlaceholder',
    add: 'closeOut.newProblem',
  },
  cause: { title: 'closeOut.causes', placeholder: 'closeOut.causePlaceholder', add: 'closeOut.newCause' },
  remedy: {
    title: 'closeOut.remedies',
    placeholder: 'closeOut.remedyPlaceholder',
    add: 'closeOut.newRemedy',
  },
} as const satisfies Readonly<Record<CloseOutKind, { title: string; placeholder: string; add: string }>>;

const failed = (t: SettingsTexts, title: string) => (error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: errorMessage(error, t('common.checkConnection')),
  });

function AddCodeForm({ kind, isOnline }: { kind: CloseOutKind; isOnline: boolean }) {
  const t = useT(settingsMessages);
  const create = useCreateCloseOutCode();
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCloseOutCodeSchema.safeParse({ kind, label });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? t('codes.checkName'));
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (code) => {
        setLabel('');
        toast({ title: t('closeOut.added'), description: code.label });
      },
      onError: failed(t, t('closeOut.notAdded')),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <FormField label={t(KINDS[kind].add)} error={problem ?? undefined} className="min-w-48 flex-1">
        <Input
          value={label}
          maxLength={60}
          placeholder={t(KINDS[kind].placeholder)}
          onChange={(event) => setLabel(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={!isOnline || create.isPending}>
        {create.isPending ? <Spinner /> : <Plus aria-hidden />}
        {t('closeOut.add')}
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
  const t = useT(settingsMessages);
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
            title: active ? t('closeOut.restored') : t('closeOut.retired'),
            description: active
              ? t('codes.canBeChosen', { label: saved.label })
              : t('closeOut.retiredDescription', { label: saved.label }),
          }),
        onError: failed(t, active ? t('closeOut.notRestored') : t('closeOut.notRetired')),
      },
    );
  const actionsOf = (code: CloseOutCode, index: number): CodeListActions => ({
    disabled,
    isFirst: index === 0,
    isLast: index === ordered.length - 1,
    onMove: (step) =>
      move.mutate({ codes, id: code.id, step }, { onError: failed(t, t('codes.orderNotChanged')) }),
    onRetire: () => setActive(code, false),
    onRestore: () => setActive(code, true),
  });

  const headingId = `close-out-${kind}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t(KINDS[kind].title)}
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
  const t = useT(settingsMessages);
  const codes = useCloseOutCodes();
  const isOnline = useOnline();
  const decision = useSharedSettingsDecision(changeCloseOutCodes);
  const canChange = decision?.allowed === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('closeOut.title')}</CardTitle>
        <CardDescription>{t('closeOut.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CloseOutRequiredSwitch />
        {decision && !decision.allowed ? (
          <p className="text-sm text-muted-foreground">{decision.reason}</p>
        ) : null}
        {isOnline || !canChange ? null : <NeedsConnection what="closeOutCodes" />}
        <QueryState
          query={codes}
          errorTitle={t('closeOut.loadFailed')}
          loading={<Skeletons count={6} label={t('closeOut.loading')} />}
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
