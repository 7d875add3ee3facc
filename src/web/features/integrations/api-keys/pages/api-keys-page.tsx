import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { API_KEY_RATE_LIMIT_PER_MINUTE, type CreatedApiKey } from '@shared/schemas/api-keys';
import { SKELETON_ROWS } from '@shared/constants';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { errorMessage } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useApiKeys, useKeyWarehouses, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyRow } from '../components/api-key-row';
import { ApiKeySecretPanel } from '../components/api-key-secret-panel';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog';

/** Administration → API keys (issue 28 §2): keys for integrations, their secret shown once, revoked at once. */
export default function ApiKeysPage() {
  const { user } = useAuth();
  const keys = useApiKeys();
  const warehouses = useKeyWarehouses();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <>
      <PageHeader
        title="API keys"
        description={`Keys let another system call the Fieldwork API as you, in one warehouse, within the scopes you choose. Each key may make ${API_KEY_RATE_LIMIT_PER_MINUTE} requests a minute.`}
        actions={
          warehouses.data && warehouses.data.length > 0 ? (
            <CreateApiKeyDialog
              warehouses={warehouses.data}
              defaultWarehouseId={user?.warehouseId ?? warehouses.data[0]!.id}
              onCreated={setCreated}
            />
          ) : null
        }
      />
      {created ? (
        <ApiKeySecretPanel name={created.key.name} secret={created.secret} onDone={() => setCreated(null)} />
      ) : null}
      {revoke.error ? (
        <Alert
          className="mb-4"
          variant="destructive"
          title={errorMessage(revoke.error, 'The key could not be revoked')}
        />
      ) : null}
      <Card className="overflow-hidden">
        <QueryState
          query={keys}
          errorTitle="Failed to fetch API keys"
          errorClassName="m-4"
          loading={<Skeletons count={SKELETON_ROWS} label="Loading API keys" className="grid gap-3 p-4" />}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={KeyRound}
              title="No API keys yet"
              description="Create one for each system that calls the API, so each can be revoked on its own."
            />
          }
        >
          {(list) => (
            <ul className="divide-y">
              {list.map((key) => (
                <ApiKeyRow key={key.id} apiKey={key} onRevoke={(chosen) => revoke.mutate(chosen)} />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </>
  );
}
