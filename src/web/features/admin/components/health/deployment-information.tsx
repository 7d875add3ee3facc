import type { HealthDetails } from '@shared/schemas/health';
import { formatDateTime } from '@web/lib/formatting';
import { FigureList } from '../shared/figure-list';
import { SectionCard } from '../shared/section-card';

const SHA_LENGTH = 8;
const BUILD_ID_LENGTH = 12;
const NOT_SET = 'Not set';

type Deployment = Pick<HealthDetails, 'sha' | 'buildId' | 'region' | 'lastUpdated'>;

export function hasDeploymentInformation(deployment: Deployment): boolean {
  return [deployment.sha, deployment.buildId, deployment.region, deployment.lastUpdated].some(
    (value) => value !== null,
  );
}

/** The build this instance runs, shown only when the deployment set any of it (operations spec §2). */
export function DeploymentInformation({ deployment }: { deployment: Deployment }) {
  if (!hasDeploymentInformation(deployment)) return null;
  const code = (value: string | null, length: number) =>
    value === null ? NOT_SET : <code className="font-mono text-xs">{value.slice(0, length)}</code>;
  return (
    <SectionCard title="Deployment Information">
      <FigureList
        rows={[
          { label: 'Commit', value: code(deployment.sha, SHA_LENGTH) },
          { label: 'Build', value: code(deployment.buildId, BUILD_ID_LENGTH) },
          { label: 'Region', value: deployment.region ?? NOT_SET },
          {
            label: 'Last updated',
            value: deployment.lastUpdated === null ? NOT_SET : formatDateTime(deployment.lastUpdated),
          },
        ]}
      />
    </SectionCard>
  );
}
