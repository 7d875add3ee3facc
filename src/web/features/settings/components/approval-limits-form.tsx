import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES } from '@shared/domain';
import type { ApprovalLimits, PlantSettings, UpdatePlantSettings } from '@shared/schemas/plant-settings';
import {
  conflictRows,
  useConflictWords,
  useVersionedSave,
  VersionConflictPanel,
  type SaveOutcome,
} from '@web/components/edit-dialog';
import { Button } from '@web/components/ui/button';
import { CardContent, CardFooter } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useAppForm } from '@web/lib/forms';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useUpdatePlantSettings } from '../api/update-plant-settings';
import { settingsMessages } from '../messages';
import {
  approvalLimitsFormSchema,
  limitHint,
  limitText,
  ROLE_LABELS,
  toValues,
  type ApprovalLimitsValues,
} from './approval-limits-values';
import { NeedsConnection } from './needs-connection';

function limitsText(t: TextsOf<typeof settingsMessages>, value: unknown, currency: string): string {
  const limits = (value ?? {}) as ApprovalLimits;
  return ROLES.map((role) =>
    t('approval.roleLimit', { role: t(ROLE_LABELS[role]), limit: limitText(t, limits[role], currency) }),
  ).join('; ');
}

const sameLimits = (a: ApprovalLimits, b: ApprovalLimits) => ROLES.every((role) => a[role] === b[role]);

/** Managers set each role's limit; saved with If-Match as the plant costs are. */
export function ApprovalLimitsForm({ settings }: { settings: PlantSettings }) {
  const t = useT(settingsMessages);
  const conflictWords = useConflictWords();
  const isOnline = useOnline();
  // The version the form was filled from goes as If-Match: a colleague's save meanwhile is a conflict.
  const [base, setBase] = useState(settings);
  const update = useUpdatePlantSettings();
  const saving = useVersionedSave((current: PlantSettings, changes: UpdatePlantSettings) =>
    update.mutateAsync({ current, changes }),
  );
  const {
    formRef,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useAppForm<ApprovalLimitsValues, unknown, UpdatePlantSettings>({
    resolver: zodResolver(approvalLimitsFormSchema),
    defaultValues: toValues(settings.approvalLimits),
  });
  const currency = settings.currency;

  const onOutcome = (outcome: SaveOutcome<PlantSettings>) => {
    if (outcome.status !== 'saved') return;
    setBase(outcome.saved);
    reset(toValues(outcome.saved.approvalLimits));
    toast({ title: t('approval.saved'), description: outcome.saved.warehouseName });
  };
  const onFailure = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('approval.notSaved'),
      description: errorMessage(error, t('common.checkConnection')),
    });
  const onSubmit = (changes: UpdatePlantSettings) => {
    // The plant costs share the record's version: a save of theirs since, which left the limits
    // as this form was filled, is no conflict for the limits.
    const from = sameLimits(settings.approvalLimits, base.approvalLimits) ? settings : base;
    void saving.submit(from, changes).then(onOutcome, onFailure);
  };

  const conflict = saving.conflict;
  if (conflict) {
    const fields = [
      {
        name: 'approvalLimits',
        label: t('approval.title'),
        format: (value: unknown) => limitsText(t, value, currency),
      },
    ];
    return (
      <CardContent>
        <VersionConflictPanel
          rows={conflictRows(fields, conflict.current, conflict.changes, { words: conflictWords })}
          onReapply={() => void saving.reapply().then(onOutcome, onFailure)}
          onDiscard={() => {
            const current = saving.discard();
            if (!current) return;
            setBase(current);
            reset(toValues(current.approvalLimits));
          }}
          isReapplying={update.isPending}
        />
      </CardContent>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {isOnline ? null : <NeedsConnection what="approvalLimits" className="sm:col-span-2" />}
        {ROLES.map((role) => (
          <FormField
            key={role}
            label={t(ROLE_LABELS[role])}
            error={errors.approvalLimits?.[role]?.message}
            hint={limitHint(t, watch(`approvalLimits.${role}`), currency)}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              {...register(`approvalLimits.${role}`)}
            />
          </FormField>
        ))}
      </CardContent>
      <CardFooter className="justify-end">
        <Button type="submit" disabled={!isDirty || !isOnline || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {t('approval.save')}
        </Button>
      </CardFooter>
    </form>
  );
}
