import { useState } from 'react';
import { Webhook } from 'lucide-react';
import type { WebhookEndpointWithSecret } from '@shared/schemas/webhooks';
import { QueryState, Skeletons } from '@web/components/query-state';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { useWebhookEndpoints } from '../api/webhooks';
import { AddEndpointDialog } from '../components/add-endpoint-dialog';
import { EndpointCard } from '../components/endpoint-card';
import { SecretPanel } from '../components/secret-panel';

/** Administration → Webhooks: where the plant's events are posted, and how each delivery went (issue 28 §3). */
export default function WebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4">
      <PageHeader
        title="Webhooks"
        description="Fieldwork posts every change of the chosen kinds to these addresses, signed, in order per record."
        actions={<AddEndpointDialog onCreated={setSecret} />}
      />
      {secret ? (
        <SecretPanel key={secret.secret} secret={secret.secret} onDone={() => setSecret(null)} />
      ) : null}
      <QueryState
        query={endpoints}
        errorTitle="Failed to fetch webhook endpoints"
        loading={<Skeletons count={2} label="Loading webhook endpoints" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={Webhook}
            title="No endpoints yet"
            description="Add one to have work orders, equipment, parts and purchase orders posted to another system."
          />
        }
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
