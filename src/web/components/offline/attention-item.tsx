import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiErrorBody } from '@shared/errors';
import { conflictRows, useConflictWords, VersionConflictPanel } from '@web/components/edit-dialog';
import { Button } from '@web/components/ui/button';
import { apiRequest } from '@web/lib/api-client';
import { NAMES, type NameKey } from '@shared/i18n/names';
import { errorText, useFieldName } from '@web/lib/errors/error-text';
import { changeQueue } from '@web/lib/offline/browser-queue';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { useOnline } from '@web/lib/use-online';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { useChangeLabel } from './change-wording';
import { offlineMessages } from './messages';

function errorBody(action: ChangeAction): ApiErrorBody | null {
  const body = action.lastError?.body;
  return body && typeof body === 'object' ? (body as ApiErrorBody) : null;
}

/** The API's field → its name: most fields are names of their own; an id is named by what it points to. */
const FIELD_NAMES: Readonly<Record<string, NameKey>> = {
  equipmentId: 'equipment',
  vendorId: 'vendor',
  locationId: 'location',
  parentId: 'parentEquipment',
  workOrderId: 'workOrder',
  maxStock: 'maximumStock',
  satisfactionRating: 'rating',
  startedAt: 'start',
  endedAt: 'end',
  minValue: 'lowerLimit',
  maxValue: 'upperLimit',
  reasonCode: 'reason',
};

/** The name key of a field a queued change set, if it has one. */
export function fieldNameKey(field: string): NameKey | undefined {
  return FIELD_NAMES[field] ?? (field in NAMES ? (field as NameKey) : undefined);
}

function isTakenFoNumber(action: ChangeAction, body: ApiErrorBody | null): boolean {
  return (
    action.type === 'create' &&
    action.table === 'work-orders' &&
    action.lastError?.status === 409 &&
    (body?.details ?? []).some((detail) => detail.path === 'foNumber')
  );
}

/** A taken FO number: the next free one, offered as one tap. */
function NextFoNumberButton({ action }: { action: ChangeAction }) {
  const t = useT(offlineMessages);
  const isOnline = useOnline();
  const next = useQuery({
    queryKey: ['offline', 'next-fo-number', action.id],
    queryFn: () => apiRequest<{ foNumber: string }>('/api/work-orders/next-fo-number'),
    enabled: isOnline,
    gcTime: 0,
  });
  if (!next.data) return null;
  const { foNumber } = next.data;
  return (
    <Button
      size="sm"
      onClick={() => void changeQueue.retry(action.id, { data: { ...action.data, foNumber } })}
    >
      {t('attention.useNumber', { number: foNumber })}
    </Button>
  );
}

/**
 * One change the server refused: why, and what the person can do — send it again, drop it,
 * resolve a conflict field by field (the screen kit's panel), or take the next free FO number.
 */
export function AttentionItem({ action }: { action: ChangeAction }) {
  const t = useT(offlineMessages);
  const changeLabel = useChangeLabel();
  const words = useConflictWords();
  const fieldName = useFieldName();
  const queryClient = useQueryClient();
  const body = errorBody(action);
  const current = body?.error === 'VERSION_CONFLICT' ? body.current : null;
  const discard = async () => {
    await changeQueue.discard(action.id);
    await queryClient.invalidateQueries();
  };

  if (current && typeof current === 'object') {
    const record = current as Record<string, unknown>;
    const fields = Object.keys(action.data).map((name) => {
      const key = fieldNameKey(name);
      return { name, label: key ? fieldName(key) : name };
    });
    return (
      <li className="grid gap-2 rounded-md border p-3">
        <p className="text-sm font-medium">
          <UserText>{changeLabel(action)}</UserText>
        </p>
        <VersionConflictPanel
          rows={conflictRows(fields, record, action.data, { words })}
          description={t('attention.conflict')}
          onReapply={() => void changeQueue.retry(action.id, { baseVersion: Number(record.version) })}
          onDiscard={() => void discard()}
        />
      </li>
    );
  }

  return (
    <li className="grid gap-2 rounded-md border p-3">
      <p className="text-sm font-medium">
        <UserText>{changeLabel(action)}</UserText>
      </p>
      <p className="text-sm text-destructive">
        <UserText>{body?.message ? errorText(body) : action.lastError?.message}</UserText>
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => void discard()}>
          {t('attention.discard')}
        </Button>
        {isTakenFoNumber(action, body) ? (
          <NextFoNumberButton action={action} />
        ) : (
          <Button size="sm" onClick={() => void changeQueue.retry(action.id)}>
            {t('attention.retry')}
          </Button>
        )}
      </div>
    </li>
  );
}
