import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Notifications, push subscriptions and the offline sync feed. */
export const NOTIFICATION_ERROR_TEXTS = {
  'notification.quietHoursFormat': 'Quiet hours must look like 22:00',
  'notification.typeUnknown': 'Unknown notification type',
  'notification.quietHoursBoth': 'Set both quiet-hours times or neither',
  'notification.quietHoursSame': 'Quiet hours must not start and end at the same time',
  'notification.mailNoQuietHours': 'E-mails have no quiet hours',
  'notification.mailOptInTriageOnly':
    'Only those who triage work requests can have new requests mailed to them',
  'push.endpointUrl': 'endpoint must be the push service URL',
  'push.p256dhKeyFormat': 'p256dhKey must be the subscription public key: a P-256 point in base64url',
  'push.authKeyFormat': 'authKey must be the subscription auth secret: 16 bytes in base64url',
  'push.endpointHttps': 'endpoint must be an https: push service URL',
  'push.endpointPrivateName': 'endpoint must be a public push service: {host} is not a public host name',
  'push.endpointNotListed':
    'endpoint must be a known push service: {host} is not one (an administrator can add it to PUSH_SERVICE_HOSTS)',
  'push.noSubscription': 'This device has no push subscription',
  'sync.sinceFormat': 'since must be a cursor this server gave',
  'sync.invalidCursor': 'since is not a cursor this server gave: sync again without it',
  'sync.invalidCursorShort': 'Invalid cursor',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...NOTIFICATION_ERROR_TEXTS });
