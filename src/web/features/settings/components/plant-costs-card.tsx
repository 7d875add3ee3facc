import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  CURRENCIES,
  updatePlantSettingsSchema,
  type PlantSettings,
  type UpdatePlantSettings,
} from '@shared/schemas/plant-settings';
import {
  conflictRows,
  useConflictWords,
  useVersionedSave,
  VersionConflictPanel,
  type ConflictField,
  type SaveOutcome,
} from '@web/components/edit-dialog';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { browserLocale, formatMoney } from '@web/lib/formatting';
import { applyServerFieldErrors, changedFields, useAppForm } from '@web/lib/forms';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { usePlantSettings } from '@web/components/plant-settings/plant-settings';
import { useUpdatePlantSettings } from '../api/update-plant-settings';
import { settingsMessages } from '../messages';
import { NeedsConnection } from './needs-connection';

interface PlantCostsValues {
  laborRate: string;
  currency: string;
  monthlyBudget: string;
}

const FIELDS = [
  'laborRate',
  'currency',
  'monthlyBudget',
] as const satisfies readonly (keyof PlantCostsValues)[];

/** The inputs hold text; the shared schema checks and converts it with the server's messages. */
const formSchema = z.custom<PlantCostsValues>().transform((values, context): UpdatePlantSettings => {
  const result = updatePlantSettingsSchema.safeParse(values);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** "EUR · Euro", in the browser's language. */
function currencyLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames(browserLocale(), { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

const CURRENCY_OPTIONS = CURRENCIES.map((code) => [code, currencyLabel(code)] as const);

function amountText(amount: string | null): string {
  return amount ?? '';
}

function toValues(settings: PlantSettings): PlantCostsValues {
  return {
    laborRate: amountText(settings.laborRate),
    currency: settings.currency,
    monthlyBudget: amountText(settings.monthlyBudget),
  };
}

/** What an amount reads as in the chosen currency, or why there is none. */
function amountHint(
  value: string,
  currency: string,
  none: string,
  withUnit: (amount: string) => string,
): string {
  const amount = Number(value);
  if (value.trim() === '' || !Number.isFinite(amount)) return none;
  return withUnit(formatMoney(amount, { currency }));
}

function PlantCostsForm({ settings }: { settings: PlantSettings }) {
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
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, dirtyFields, isDirty },
  } = useAppForm<PlantCostsValues, unknown, UpdatePlantSettings>({
    resolver: zodResolver(formSchema),
    defaultValues: toValues(settings),
  });
  const currency = watch('currency');

  const onOutcome = (outcome: SaveOutcome<PlantSettings>) => {
    if (outcome.status !== 'saved') return;
    setBase(outcome.saved);
    reset(toValues(outcome.saved));
    toast({ title: t('costs.saved'), description: outcome.saved.warehouseName });
  };
  const onFailure = (error: unknown) => {
    applyServerFieldErrors(error, setError, FIELDS);
    toast({
      variant: 'destructive',
      title: t('costs.notSaved'),
      description: errorMessage(error, t('common.checkConnection')),
    });
  };
  const onSubmit = (values: UpdatePlantSettings) => {
    const changes = changedFields(values, dirtyFields, FIELDS) as UpdatePlantSettings;
    if (Object.keys(changes).length === 0) return;
    void saving.submit(base, changes).then(onOutcome, onFailure);
  };

  const conflict = saving.conflict;
  if (conflict) {
    const money = (value: unknown) =>
      typeof value === 'string' && value !== '' ? formatMoney(Number(value), { currency }) : t('costs.none');
    const fields: ConflictField[] = [
      { name: 'laborRate', label: t('costs.laborRate'), format: money },
      { name: 'currency', label: t('costs.currency') },
      { name: 'monthlyBudget', label: t('costs.monthlyBudget'), format: money },
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
            reset(toValues(current));
          }}
          isReapplying={update.isPending}
        />
      </CardContent>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {isOnline ? null : <NeedsConnection what="plantCosts" className="sm:col-span-2" />}
        <FormField
          label={t('costs.laborRate')}
          error={errors.laborRate?.message}
          hint={amountHint(watch('laborRate'), currency, t('costs.laborRateEmpty'), (amount) =>
            t('costs.perHour', { amount }),
          )}
        >
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...register('laborRate')} />
        </FormField>
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <FormField label={t('costs.currency')} error={errors.currency?.message}>
              <EnumSelect value={field.value} onChange={field.onChange} options={CURRENCY_OPTIONS} />
            </FormField>
          )}
        />
        <FormField
          label={t('costs.monthlyMaintenanceBudget')}
          error={errors.monthlyBudget?.message}
          hint={amountHint(watch('monthlyBudget'), currency, t('costs.budgetEmpty'), (amount) =>
            t('costs.perMonth', { amount }),
          )}
        >
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...register('monthlyBudget')} />
        </FormField>
      </CardContent>
      <CardFooter className="justify-end">
        <Button type="submit" disabled={!isDirty || !isOnline || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {t('costs.save')}
        </Button>
      </CardFooter>
    </form>
  );
}

/** A plant's labour rate, currency and monthly budget (managers and admins): costs in analytics follow them. */
export function PlantCostsCard() {
  const t = useT(settingsMessages);
  const settings = usePlantSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('costs.title')}</CardTitle>
        <CardDescription>
          {t('costs.description', { plant: settings.data?.warehouseName ?? t('common.thisPlant') })}
        </CardDescription>
      </CardHeader>
      <QueryState
        query={settings}
        errorTitle={t('costs.loadFailed')}
        errorClassName="mx-6 mb-6"
        loading={
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={t('costs.loading')}>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </CardContent>
        }
      >
        {(data) => <PlantCostsForm settings={data} />}
      </QueryState>
    </Card>
  );
}
