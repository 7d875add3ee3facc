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
import { useT } from '@web/lib/i18n/use-t';
import { useApiKeys, useKeyWarehouses, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyRow } from '../components/api-key-row';
import { ApiKeySecretPanel } from '../components/api-key-secret-panel';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog';
import { apiKeysMessages } from '../messages';

/** Administration → API keys (issue 28 §2): keys for integrations, their secret shown once, revoked at once. */
export default function ApiKeysPage() {
  const t = useT(apiKeysMessages);
  const { user } = useAuth();
  const keys = useApiKeys();
  const warehouses = useKeyWarehouses();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description', { limit: String(API_KEY_RATE_LIMIT_PER_MINUTE) })}
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
          title={errorMessage(revoke.error, t('page.revokeFailed'))}
        />
      ) : null}
      <Card className="overflow-hidden">
        <QueryState
          query={keys}
          errorTitle={t('page.loadFailed')}
          errorClassName="m-4"
          loading={<Skeletons count={SKELETON_ROWS} label={t('page.loading')} className="grid gap-3 p-4" />}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={KeyRound} title={t('page.empty')} description={t('page.emptyDescription')} />
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
