import type { ApiKey } from '@shared/schemas/api-keys';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { UserText } from '@web/components/user-text';
import { formatDateTime, formatRelativeTime } from '@web/lib/formatting';
import { SCOPE_DESCRIPTIONS } from './scope-descriptions';

const lastUse = (key: ApiKey) =>
  key.lastUsedAt
    ? `Last used ${formatRelativeTime(key.lastUsedAt)}${key.lastUsedAddress ? ` from ${key.lastUsedAddress}` : ''}`
    : 'Never used';

/** One key: what it is, where and what it may do, who made it, its last use, and Revoke while live. */
export function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-start md:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <UserText className="font-medium">{apiKey.name}</UserText>
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{apiKey.prefix}…</code>
          {revoked ? <Badge variant="destructive">Revoked</Badge> : <Badge variant="success">Active</Badge>}
        </div>
        <div className="flex flex-wrap gap-1.5" aria-label="Scopes">
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="secondary">
              {SCOPE_DESCRIPTIONS[scope].label}
            </Badge>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          {apiKey.warehouseName} · created by <UserText>{apiKey.createdByName}</UserText> on{' '}
          {formatDateTime(apiKey.createdAt)}
        </p>
        <p className="text-sm text-muted-foreground">
          {revoked && apiKey.revokedAt ? `Revoked ${formatDateTime(apiKey.revokedAt)} · ` : ''}
          {lastUse(apiKey)}
        </p>
      </div>
      {revoked ? null : (
        <ConfirmDeleteDialog
          trigger={
            <Button variant="outline" size="sm" className="self-start">
              Revoke
            </Button>
          }
          title={`Revoke “${apiKey.name}”?`}
          description="Every request with this key is refused from now on. This cannot be undone: the integration needs a new key."
          confirmLabel="Revoke key"
          onConfirm={() => onRevoke(apiKey)}
        />
      )}
    </li>
  );
}
