/**
 * Limits and business constants named by the product spec. Both the server and the
 * client read them from here so a limit is never written down twice.
 */

/** Sign-in and session (core spec §4, §9; issue 2). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_REFRESH_INTERVAL_MS = 840_000;
export const PROFILE_CHECK_TIMEOUT_MS = 5_000;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const MIN_PASSWORD_LENGTH = 10;

/**
 * Sign-in throttling (ADR 25): an account is never locked. Attempts of one account from one
 * address (or one known device) are free up to SIGN_IN_FREE_FAILURES; from then on each one
 * waits a back-off that starts at the base and doubles per failure up to the cap. Unknown
 * devices share an account-wide allowance for guessing spread over many addresses. Failures
 * are forgotten after a success in their scope, or after a day without attempts.
 */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_ACCOUNT_FREE_FAILURES = 50;
export const SIGN_IN_BACKOFF_BASE_SECONDS = 60;
export const SIGN_IN_BACKOFF_MAX_SECONDS = 15 * 60;
export const SIGN_IN_FAILURES_KEPT_HOURS = 24;
/** A browser stays a known device this long after its last sign-in; a user keeps this many. */
export const KNOWN_DEVICE_TTL_DAYS = 90;
export const KNOWN_DEVICES_PER_USER = 20;

/** Client-side logging and toasts (core spec §9). */
export const ERROR_LOG_MAX_ENTRIES = 50;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Layout (core spec §2, §9). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Attachments (core spec §5, §9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 255;
export const MAX_FILES_PER_FORM = 5;
export const MAX_FILES_EQUIPMENT = 10;
export const IMAGE_MAX_WIDTH = 1920;
export const IMAGE_MAX_HEIGHT = 1080;
export const IMAGE_QUALITY = 0.8;
export const THUMBNAIL_SIZE = 200;
/**
 * Most pixels an uploaded image may have (issue 9): a 50 MP phone camera's 8160×6120 fits, while a
 * PNG of a few kilobytes that claims 16000×16000 (an image bomb) is refused before it is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Lists (architecture §5). */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

/** Dashboard (core spec §2, §9). */
export const UPCOMING_MAINTENANCE_LIMIT = 5;
export const RECENT_ALERTS_LIMIT = 5;
export const EQUIPMENT_RECENT_WORK_ORDERS = 3;
export const SKELETON_CARDS = 6;
export const SKELETON_ROWS = 5;

/** Offline sync (core spec §9). */
export const OFFLINE_SYNC_INTERVAL_MS = 30_000;
export const OFFLINE_RETRY_AFTER_ONLINE_MS = 1_000;
export const PENDING_COUNT_REFRESH_MS = 5_000;

/**
 * The device's copy of the working set (issue 22, ADR 42): closed orders stay on the device this
 * many days after they left the open statuses.
 */
export const REPLICA_CLOSED_DAYS = 30;
/** Downtime that ended this many days ago is still on the device. */
export const REPLICA_DOWNTIME_DAYS = 30;
/** A person's newest notifications on the device. */
export const REPLICA_NOTIFICATIONS = 200;
/** A part's newest stock movements on the device: the first page of its history. */
export const REPLICA_MOVEMENTS_PER_PART = 20;
/** The PM calendar on the device reaches this many days ahead. */
export const REPLICA_CALENDAR_DAYS = 60;
/** How often an open app asks for changes when no realtime event said there are some. */
export const REPLICA_POLL_MS = 30_000;

/** Preventive maintenance (operations spec §9). */
export const PM_COMPLIANCE_TARGET = 95;
export const PM_AT_RISK_THRESHOLD = 85;
export const PM_DEFAULT_DURATION_MINUTES = 60;
export const PM_LOOK_AHEAD_DAYS = 7;

/** Realtime and notifications (operations spec §2, §9). */
export const SOCKET_RECONNECTION_ATTEMPTS = 5;
export const SOCKET_RECONNECTION_DELAY_MS = 1_000;
export const SOCKET_TIMEOUT_MS = 10_000;
export const WEBSOCKET_STATS_POLL_MS = 10_000;
export const CONNECTION_STATUS_REFRESH_MS = 2_000;
export const RECENT_NOTIFICATIONS_KEPT = 10;
/**
 * The upload box of the Phase 1 demo (operations spec §2, §5, §9): how many files it takes. Its
 * size and types are those of every upload (MAX_UPLOAD_BYTES, attachment-rules.ts; issue 22).
 */
export const DEMO_UPLOAD_MAX_FILES = 10;
export const DEMO_UPLOAD_FILES_SHOWN = 5;
/** Files uploaded to no record (the demo's box) are scratch: removed after this many days. */
export const LOOSE_ATTACHMENT_DAYS = 7;

/** Idempotency keys are remembered this long (architecture §5). */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** Storage keys the web client uses (core spec §3). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  userId: 'userId',
  userRole: 'userRole',
  organizationId: 'organizationId',
  warehouseId: 'warehouseId',
  sessionId: 'sessionId',
  errorLog: 'errorLog',
  offlineQueue: 'offlineQueue',
} as const;

/** Analytics targets and thresholds (operations spec §2, §9; issue 12). */
export const AVAILABILITY_TARGET = 95;
export const MTBF_INDUSTRY_AVERAGE_HOURS = 720;
export const MTTR_TARGET_HOURS = 4;
export const KPI_TARGETS = {
  equipmentUptime: 95,
  mtbf: 720,
  mttr: 4,
  workOrderCompletion: 90,
  pmCompliance: 95,
  costEfficiency: 85,
  userSatisfaction: 85,
  systemAvailability: 99,
} as const;
/** Criticality score from which an asset counts as critical. */
export const CRITICAL_ASSET_SCORE = 8;
/** Health under this needs attention; under PREDICTIVE_HEALTH an asset is a predictive insight. */
export const NEEDS_ATTENTION_HEALTH = 70;
export const PREDICTIVE_HEALTH = 80;
/** Health badges: Excellent from 90, Good from 80, Fair from 70, else Poor. */
export const HEALTH_LABEL_THRESHOLDS = { excellent: 90, good: 80, fair: 70 } as const;
export const EQUIPMENT_HEALTH_LIST_SIZE = 10;
export const PREDICTIVE_INSIGHTS_LIMIT = 5;
export const ANALYTICS_SKELETON_CARDS = 8;
/** Parts in stock but unused this long are dead stock (or over the period, when longer). */
export const DEAD_STOCK_DAYS = 180;
/** The reason codes the automatic downtime rules use (every organization starts with them). */
export const DOWNTIME_REASON_BREAKDOWN = 'breakdown';
export const DOWNTIME_REASON_PLANNED = 'planned_maintenance';
/** Most work orders one printable batch of sheets holds (one page each). */
export const MAX_PRINTED_SHEETS = 100;

/** The request portal (issue 23). */
export const REQUEST_DESCRIPTION_MIN = 10;
export const REQUEST_DESCRIPTION_MAX = 2_000;
export const REQUEST_MAX_PHOTOS = 3;
/** Requests one address may send in REQUEST_ADDRESS_WINDOW_MINUTES, and one portal in an hour. */
export const REQUEST_ADDRESS_LIMIT = 5;
export const REQUEST_ADDRESS_WINDOW_MINUTES = 10;
export const REQUEST_PORTAL_LIMIT_PER_HOUR = 200;
/** The public form's route JavaScript, gzip (the build's budget table). */
export const PORTAL_BUNDLE_BUDGET_KB = 60;
