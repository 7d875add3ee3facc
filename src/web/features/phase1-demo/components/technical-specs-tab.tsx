import { MAX_UPLOAD_SIZE_TEXT, SUPPORTED_UPLOAD_TYPES } from '@shared/attachment-rules';
import {
  CONNECTION_STATUS_REFRESH_MS,
  DEMO_UPLOAD_FILES_SHOWN,
  MAX_FILE_NAME_LENGTH,
  MAX_FILES_EQUIPMENT,
  MAX_FILES_PER_FORM,
  RECENT_NOTIFICATIONS_KEPT,
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  THUMBNAIL_SIZE,
  WEBSOCKET_STATS_POLL_MS,
} from '@shared/constants';
import { NOTIFICATION_TYPES } from '@shared/domain';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@shared/realtime';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { phase1DemoMessages } from '../messages';
import { SpecTable, type SpecRow } from './spec-table';

type T = TextsOf<typeof phase1DemoMessages>;

const seconds = (t: T, ms: number) => t('specs.seconds', { value: String(ms / 1000) });

function CodeList({ items }: { items: readonly string[] }) {
  return (
    <span className="inline-flex flex-wrap gap-1 align-middle">
      {items.map((item) => (
        <code key={item} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
          {item}
        </code>
      ))}
    </span>
  );
}

const realtimeRows = (t: T): readonly SpecRow[] => [
  { name: t('specs.transport'), value: t('specs.transportValue') },
  { name: t('specs.handshake'), value: t('specs.handshakeValue') },
  {
    name: t('specs.reconnection'),
    value: t('specs.reconnectionValue', {
      attempts: String(SOCKET_RECONNECTION_ATTEMPTS),
      delay: seconds(t, SOCKET_RECONNECTION_DELAY_MS),
    }),
  },
  { name: t('specs.timeout'), value: seconds(t, SOCKET_TIMEOUT_MS) },
  {
    name: t('specs.connectionCount'),
    value: (
      <>
        <CodeList items={['GET /api/websocket/stats']} />{' '}
        {t('specs.every', { interval: seconds(t, WEBSOCKET_STATS_POLL_MS) })}
      </>
    ),
  },
  {
    name: t('specs.statusRefresh'),
    value: t('specs.statusRefreshValue', { interval: seconds(t, CONNECTION_STATUS_REFRESH_MS) }),
  },
  { name: t('specs.listed'), value: t('specs.listedValue', { count: String(RECENT_NOTIFICATIONS_KEPT) }) },
  { name: t('specs.scaleOut'), value: t('specs.scaleOutValue') },
  { name: t('specs.clientSends'), value: <CodeList items={Object.values(CLIENT_EVENTS)} /> },
  { name: t('specs.serverSends'), value: <CodeList items={Object.values(SERVER_EVENTS)} /> },
];

const notificationRows = (t: T): readonly SpecRow[] => [
  { name: t('specs.types'), value: <CodeList items={NOTIFICATION_TYPES} /> },
  { name: t('specs.list'), value: <CodeList items={['GET /api/notifications']} /> },
  { name: t('specs.unreadCount'), value: <CodeList items={['X-Unread-Count']} /> },
  {
    name: t('specs.markRead'),
    value: <CodeList items={['PATCH /api/notifications/{id}/read', 'POST /api/notifications/read-all']} />,
  },
  { name: t('specs.test'), value: <CodeList items={['POST /api/notifications/test']} /> },
  { name: t('specs.preferences'), value: t('specs.preferencesValue') },
];

/** One set of rules for every upload: the box on this page checks what the server checks. */
const uploadRows = (t: T): readonly SpecRow[] => [
  { name: t('specs.types'), value: t('specs.uploadTypesValue', { types: SUPPORTED_UPLOAD_TYPES }) },
  { name: t('specs.size'), value: t('specs.sizeValue', { size: MAX_UPLOAD_SIZE_TEXT }) },
  { name: t('specs.thisPage'), value: t('specs.thisPageValue', { count: String(DEMO_UPLOAD_FILES_SHOWN) }) },
  { name: t('specs.fileNames'), value: t('specs.fileNamesValue', { count: String(MAX_FILE_NAME_LENGTH) }) },
  {
    name: t('specs.perForm'),
    value: t('specs.perFormValue', {
      perForm: String(MAX_FILES_PER_FORM),
      equipment: String(MAX_FILES_EQUIPMENT),
    }),
  },
  { name: t('specs.progress'), value: t('specs.progressValue') },
  { name: t('specs.storage'), value: t('specs.storageValue', { size: String(THUMBNAIL_SIZE) }) },
];

/** The figures behind the demo, read from the constants the code itself uses. */
export function TechnicalSpecsTab() {
  const t = useT(phase1DemoMessages);
  return (
    <div className="grid grid-cols-1 gap-4">
      <SpecTable title={t('specs.realtime')} rows={realtimeRows(t)} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SpecTable title={t('specs.notifications')} rows={notificationRows(t)} />
        <SpecTable title={t('specs.uploads')} rows={uploadRows(t)} />
      </div>
    </div>
  );
}
