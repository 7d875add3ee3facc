import type { ApiKey } from '@shared/schemas/api-keys';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { UserText } from '@web/components/user-text';
import { formatDateTime, formatRelativeTime } from '@web/lib/formatting';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { apiKeysMessages } from '../messages';
import { SCOPE_DESCRIPTIONS } from './scope-descriptions';

const lastUse = (t: TextsOf<typeof apiKeysMessages>, key: ApiKey) => {
  if (!key.lastUsedAt) return t('row.neverUsed');
  const when = formatRelativeTime(key.lastUsedAt);
  return key.lastUsedAddress
    ? t('row.lastUsedFrom', { when, address: key.lastUsedAddress })
    : t('row.lastUsed', { when });
};

/** One key: what it is, where and what it may do, who made it, its last use, and Revoke while live. */
export function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const t = useT(apiKeysMessages);
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-start md:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <UserText className="font-medium">{apiKey.name}</UserText>
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{apiKey.prefix}…</code>
          {revoked ? (
            <Badge variant="destructive">{t('row.revoked')}</Badge>
          ) : (
            <Badge variant="success">{t('row.active')}</Badge>
          )}
        </div>
        <div className="flex flex-wrap gap-1.5" aria-label={t('scopes')}>
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="secondary">
              {t(SCOPE_DESCRIPTIONS[scope].label)}
            </Badge>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          {t('row.createdBy', { warehouse: apiKey.warehouseName })}{' '}
          <UserText>{apiKey.createdByName}</UserText>{' '}
          {t('row.createdOn', { date: formatDateTime(apiKey.createdAt) })}
        </p>
        <p className="text-sm text-muted-foreground">
          {revoked && apiKey.revokedAt
            ? `${t('row.revokedAt', { date: formatDateTime(apiKey.revokedAt) })} · `
            : ''}
          {lastUse(t, apiKey)}
        </p>
      </div>
      {revoked ? null : (
        <ConfirmDeleteDialog
          trigger={
            <Button variant="outline" size="sm" className="self-start">
              {t('row.revoke')}
            </Button>
          }
          title={t('row.revokeTitle', { name: apiKey.name })}
          description={t('row.revokeDescription')}
          confirmLabel={t('row.revokeConfirm')}
          onConfirm={() => onRevoke(apiKey)}
        />
      )}
    </li>
  );
}
