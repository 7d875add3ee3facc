/**
 * One change a person made, as the offline queue keeps it (core spec §3 "Offline action":
 * id, timestamp, type, table, data) with what exactly-once replay needs besides: the version
 * the person saw, whose change it is, and where it stands.
 */
export type ChangeType = 'create' | 'update' | 'delete';

/**
 * The records a change can touch, named as the API's path segment. Account, admin and
 * scheduler operations are not here: they need the server there and then (ADR 31).
 */
export const CHANGE_TABLES = [
  'work-orders',
  'checklist',
  'parts-usage',
  'labor',
  'labor-stop',
  'equipment',
  'parts',
  'part-adjustments',
  'pm-templates',
  'vendors',
  'attachments',
  'notifications',
  'notifications-all',
  'downtime',
  'downtime-close',
  // Triage of a work request (issue 23): each decision is its own POST on the request.
  'requests-approve',
  'requests-reject',
  'requests-merge',
  // Meters of an asset, and the readings taken on them (issue 24).
  'meters',
  'meter-readings',
  // An answer to a step of an order's procedure (issue 25), by the step's id.
  'procedure-steps',
] as const;
export type ChangeTable = (typeof CHANGE_TABLES)[number];

/** Where an action stands: waiting to be sent, or refused by the server and waiting for the person. */
export type ChangeState = 'pending' | 'attention';

export interface ChangeFailure {
  status: number;
  /** 'HTTP {status}: {body}' (core spec §8), or the network error's own message. */
  message: string;
  /** The answer's body as sent. */
  text: string;
  /** The server's JSON error body, when it sent one (a 409 carries the record as it is now). */
  body: unknown;
}

/**
 * What an action's label is worded from: a message of the change queue's catalogue and its
 * values, so the queue names it in the language the reader speaks now, not the one it was
 * made in (issue 29).
 */
export interface ChangeWording {
  key: string;
  values?: Readonly<Record<string, string | number>>;
}

export interface ChangeAction {
  /** Also the Idempotency-Key: a replay of the same action changes the server once. */
  id: string;
  /** Milliseconds; strictly increasing within a tab, so replay order is the order of making. */
  timestamp: number;
  /**
   * When the person did it, as the server's clock would say (the device's, corrected by the
   * offset measured at the last sync): sent as `Occurred-At`, so a start made offline at 12:00
   * is recorded at 12:00, not when it synced (ADR 43). Absent on actions queued before.
   */
  occurredAt?: string;
  type: ChangeType;
  table: ChangeTable;
  /** The request body. */
  data: Record<string, unknown>;
  /** The record changed or deleted, or for a create the temp- id it is shown under meanwhile. */
  recordId?: string;
  /** The record the path nests under (a work order for its checklist items, parts used, labour). */
  parentId?: string;
  /** The version the person saw: sent as If-Match, so a change made meanwhile is a conflict. */
  baseVersion?: number;
  userId: string;
  /** What the person would call it: 'New work order FO-2026-0012', 'Edit equipment PMP-101'. */
  label: string;
  /** What `label` is worded from; absent on actions queued before (their label is all there is). */
  wording?: ChangeWording;
  /** The record as shown until the server answers (creates and updates). */
  optimistic?: Record<string, unknown>;
  state: ChangeState;
  attempts: number;
  /** Before this moment (ms) the timer leaves the action alone (back-off after a failure). */
  nextAttemptAt: number;
  lastError?: ChangeFailure;
  /** An attachment's file, kept beside the action until it is uploaded. */
  hasFile?: boolean;
}

export interface ReplayRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

function need(value: string | undefined, what: string, action: ChangeAction): string {
  if (!value) throw new Error(`Offline action ${action.id} (${action.type} ${action.table}) has no ${what}`);
  return value;
}

const enc = encodeURIComponent;

/**
 * The request that replays an action (core spec §7 "Offline replay"): checklist and parts-usage
 * creates under their work order, checklist and work-order patches on their own paths, ending a
 * labour timer or a downtime on their own POST, everything else on /api/{table}. An action this
 * code does not know raises an error.
 */
export function requestFor(action: ChangeAction): ReplayRequest {
  const id = () => enc(need(action.recordId, 'record id', action));
  const parent = () => enc(need(action.parentId, 'work order id', action));
  const body = action.data;
  switch (`${action.type} ${action.table}`) {
    case 'create checklist':
      return { method: 'POST', path: `/api/work-orders/${parent()}/checklist`, body };
    case 'create parts-usage':
      return { method: 'POST', path: `/api/work-orders/${parent()}/parts-usage`, body };
    case 'create labor':
      return { method: 'POST', path: `/api/work-orders/${parent()}/labor`, body };
    case 'update checklist':
      return { method: 'PATCH', path: `/api/work-orders/checklist/${id()}`, body };
    case 'delete checklist':
      return { method: 'DELETE', path: `/api/work-orders/checklist/${id()}` };
    case 'delete parts-usage':
      return { method: 'DELETE', path: `/api/work-orders/parts-usage/${id()}` };
    case 'delete labor':
      return { method: 'DELETE', path: `/api/work-orders/labor/${id()}` };
    case 'update labor-stop':
      return { method: 'POST', path: `/api/work-orders/labor/${id()}/stop`, body };
    case 'update procedure-steps':
      return { method: 'PUT', path: `/api/work-orders/${parent()}/procedure/steps/${id()}`, body };
    case 'create meters':
      return { method: 'POST', path: `/api/equipment/${parent()}/meters`, body };
    case 'create meter-readings':
      return { method: 'POST', path: `/api/meters/${parent()}/readings`, body };
    case 'create part-adjustments':
      return { method: 'POST', path: `/api/parts/${parent()}/adjustments`, body };
    case 'update downtime-close':
      return { method: 'POST', path: `/api/downtime/${id()}/close`, body };
    case 'update requests-approve':
      return { method: 'POST', path: `/api/requests/${id()}/approve`, body };
    case 'update requests-reject':
      return { method: 'POST', path: `/api/requests/${id()}/reject`, body };
    case 'update requests-merge':
      return { method: 'POST', path: `/api/requests/${id()}/merge`, body };
    case 'update notifications':
      return { method: 'PATCH', path: `/api/notifications/${id()}/read` };
    case 'update notifications-all':
      return { method: 'POST', path: '/api/notifications/read-all' };
    case 'create attachments':
      return { method: 'POST', path: '/api/upload', body };
    case 'create work-orders':
    case 'create equipment':
    case 'create parts':
    case 'create pm-templates':
    case 'create vendors':
    case 'create downtime':
      return { method: 'POST', path: `/api/${action.table}`, body };
    case 'update work-orders':
    case 'update equipment':
    case 'update parts':
    case 'update vendors':
    case 'update downtime':
    case 'update meters':
      return { method: 'PATCH', path: `/api/${action.table}/${id()}`, body };
    case 'update pm-templates':
      return { method: 'PUT', path: `/api/pm-templates/${id()}`, body };
    case 'delete work-orders':
    case 'delete equipment':
    case 'delete parts':
    case 'delete pm-templates':
    case 'delete vendors':
    case 'delete attachments':
    case 'delete downtime':
    case 'delete meters':
      return { method: 'DELETE', path: `/api/${action.table}/${id()}` };
    default:
      throw new Error(`Unknown offline action type: ${action.type} ${action.table}`);
  }
}
