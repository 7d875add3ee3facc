import type { HealthDetails } from '@shared/schemas/health';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { FigureList } from '../shared/figure-list';
import { SectionCard } from '../shared/section-card';

const SHA_LENGTH = 8;
const BUILD_ID_LENGTH = 12;

type Deployment = Pick<HealthDetails, 'sha' | 'buildId' | 'region' | 'lastUpdated'>;

export function hasDeploymentInformation(deployment: Deployment): boolean {
  return [deployment.sha, deployment.buildId, deployment.region, deployment.lastUpdated].some(
    (value) => value !== null,
  );
}

/** The build this instance runs, shown only when the deployment set any of it (operations spec §2). */
export function DeploymentInformation({ deployment }: { deployment: Deployment }) {
  const t = useT(adminMessages);
  if (!hasDeploymentInformation(deployment)) return null;
  const NOT_SET = t('deployment.notSet');
  const code = (value: string | null, length: number) =>
    value === null ? NOT_SET : <code className="font-mono text-xs">{value.slice(0, length)}</code>;
  return (
    <SectionCard title={t('deployment.title')}>
      <FigureList
        rows={[
          { label: t('deployment.commit'), value: code(deployment.sha, SHA_LENGTH) },
          { label: t('deployment.build'), value: code(deployment.buildId, BUILD_ID_LENGTH) },
          { label: t('deployment.region'), value: deployment.region ?? NOT_SET },
          {
            label: t('deployment.lastUpdated'),
            value: deployment.lastUpdated === null ? NOT_SET : formatDateTime(deployment.lastUpdated),
          },
        ]}
      />
    </SectionCard>
  );
}
