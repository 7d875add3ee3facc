import { ROLES } from '@shared/domain';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import { usePlantSettings } from '@web/components/plant-settings/plant-settings';
import { QueryState } from '@web/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { settingsMessages } from '../messages';
import { ApprovalLimitsForm } from './approval-limits-form';
import { limitText, ROLE_LABELS } from './approval-limits-values';

function ApprovalLimitsView({ settings }: { settings: PlantSettings }) {
  const t = useT(settingsMessages);
  return (
    <CardContent>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {ROLES.map((role) => (
          <div key={role} className="min-w-0">
            <dt className="text-xs font-medium text-muted-foreground">{t(ROLE_LABELS[role])}</dt>
            <dd className="mt-0.5 text-sm font-medium tabular-nums">
              {limitText(t, settings.approvalLimits[role], settings.currency)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">{t('common.plantSettingReadOnly')}</p>
    </CardContent>
  );
}

/** The largest purchase order each role approves (issue 27 §3); managers edit, purchasers read. */
export function ApprovalLimitsCard() {
  const t = useT(settingsMessages);
  const settings = usePlantSettings();
  const canManage = useCan('settings.manage');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('approval.title')}</CardTitle>
        <CardDescription>
          {t('approval.description', { plant: settings.data?.warehouseName ?? t('common.thisPlant') })}
        </CardDescription>
      </CardHeader>
      <QueryState
        query={settings}
        errorTitle={t('approval.loadFailed')}
        errorClassName="mx-6 mb-6"
        loading={
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={t('approval.loading')}>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </CardContent>
        }
      >
        {(data) =>
          canManage ? <ApprovalLimitsForm settings={data} /> : <ApprovalLimitsView settings={data} />
        }
      </QueryState>
    </Card>
  );
}
