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
import { SpecTable, type SpecRow } from './spec-table';

const seconds = (ms: number) => `${ms / 1000} s`;

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

const REALTIME: readonly SpecRow[] = [
  {
    name: 'Transport',
    value: 'Socket.IO on the app’s own origin and port: WebSocket, falling back to long polling',
  },
  { name: 'Handshake', value: 'The access token; a user id alone is never trusted' },
  {
    name: 'Reconnection',
    value: `${SOCKET_RECONNECTION_ATTEMPTS} attempts, ${seconds(SOCKET_RECONNECTION_DELAY_MS)} apart`,
  },
  { name: 'Connection time-out', value: seconds(SOCKET_TIMEOUT_MS) },
  {
    name: 'Connection count',
    value: (
      <>
        <CodeList items={['GET /api/websocket/stats']} /> every {seconds(WEBSOCKET_STATS_POLL_MS)}
      </>
    ),
  },
  { name: 'Status refresh', value: `Every ${seconds(CONNECTION_STATUS_REFRESH_MS)}` },
  { name: 'Notifications listed', value: `The last ${RECENT_NOTIFICATIONS_KEPT} received` },
  {
    name: 'Scale-out',
    value: 'Redis adapter when REDIS_URL is set; scheduled jobs run once across instances',
  },
  { name: 'Client sends', value: <CodeList items={Object.values(CLIENT_EVENTS)} /> },
  { name: 'Server sends', value: <CodeList items={Object.values(SERVER_EVENTS)} /> },
];

const NOTIFICATIONS: readonly SpecRow[] = [
  { name: 'Types', value: <CodeList items={NOTIFICATION_TYPES} /> },
  { name: 'List', value: <CodeList items={['GET /api/notifications']} /> },
  { name: 'Unread count', value: <CodeList items={['X-Unread-Count']} /> },
  {
    name: 'Mark read',
    value: <CodeList items={['PATCH /api/notifications/{id}/read', 'POST /api/notifications/read-all']} />,
  },
  { name: 'Test, to yourself', value: <CodeList items={['POST /api/notifications/test']} /> },
  { name: 'Preferences', value: 'Per type: on or off, quiet hours HH:MM (may run past midnight)' },
];

/** One set of rules for every upload: the box on this page checks what the server checks. */
const UPLOADS: readonly SpecRow[] = [
  { name: 'Types', value: `${SUPPORTED_UPLOAD_TYPES}; the server reads the type from the content` },
  { name: 'Size', value: `Up to ${MAX_UPLOAD_SIZE_TEXT} a file` },
  { name: 'This page', value: `${DEMO_UPLOAD_FILES_SHOWN} files at a time` },
  { name: 'File names', value: `Up to ${MAX_FILE_NAME_LENGTH} characters, no path or reserved device names` },
  { name: 'Per form', value: `${MAX_FILES_PER_FORM} files; ${MAX_FILES_EQUIPMENT} on equipment` },
  { name: 'Progress', value: 'Measured from the request’s own upload events' },
  { name: 'Storage', value: `PostgreSQL, with ${THUMBNAIL_SIZE} px thumbnails of images` },
];

/** The figures behind the demo, read from the constants the code itself uses. */
export function TechnicalSpecsTab() {
  return (
    <div className="grid grid-cols-1 gap-4">
      <SpecTable title="Realtime connection" rows={REALTIME} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SpecTable title="Notifications" rows={NOTIFICATIONS} />
        <SpecTable title="Uploads" rows={UPLOADS} />
      </div>
    </div>
  );
}
