import { useState } from 'react';
import { Webhook } from 'lucide-react';
import type { WebhookEndpointWithSecret } from '@shared/schemas/webhooks';
import { QueryState, Skeletons } from '@web/components/query-state';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { useT } from '@web/lib/i18n/use-t';
import { useWebhookEndpoints } from '../api/webhooks';
import { AddEndpointDialog } from '../components/add-endpoint-dialog';
import { EndpointCard } from '../components/endpoint-card';
import { SecretPanel } from '../components/secret-panel';
import { webhooksMessages } from '../messages';

/** Administration → Webhooks: where the plant's events are posted, and how each delivery went (issue 28 §3). */
export default function WebhooksPage() {
  const t = useT(webhooksMessages);
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={<AddEndpointDialog onCreated={setSecret} />}
      />
      {secret ? (
        <SecretPanel key={secret.secret} secret={secret.secret} onDone={() => setSecret(null)} />
      ) : null}
      <QueryState
        query={endpoints}
        errorTitle={t('page.loadFailed')}
        loading={<Skeletons count={2} label={t('page.loading')} />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={Webhook} title={t('page.empty')} description={t('page.emptyDescription')} />}
      >
        {(list) => (
          <div className="grid gap-4">
            {list.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
