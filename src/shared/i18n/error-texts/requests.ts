import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Work requests. */
export const REQUEST_ERROR_TEXTS = {
  'request.linkInvalid': 'This request link is not valid',
  'request.trackingCodeInvalid': 'This tracking code is not valid',
  'request.sayWhatIsWrong': 'Say what is wrong',
  'request.sayWhatIsWrongMin': 'Say what is wrong in at least {min} characters',
  'request.sayIfStopping': 'Say whether it is stopping work',
  'request.giveReason': 'Give the requester a reason',
  'request.linkRetired': 'This request link is no longer in use. Ask the site for a current one.',
  'request.unknownTrackingCode': 'No request has this tracking code on this link.',
  'request.alreadyTriaged': 'Request {number} was already {status}: it can be triaged once only',
  'request.unknownAsset': 'No asset {assetTag} is known at this site',
  'request.mergeIntoOpen': 'Work order {foNumber} is {status}: merge the request into an open order',
  'request.notAPhoto': '{fileName} is not a photo: send images only',
  'request.tooManyPhotos': 'Send at most {max} photos',
  'request.contactInvalid':
    'Give an e-mail address or a phone number (digits, spaces and + ( ) -), or leave it empty',
  // The portal's throttles: one minute and several are two texts (no plurals, ADR 65).
  'request.networkBusyOneMinute': 'Too many requests from this network. Try again in 1 minute.',
  'request.networkBusy': 'Too many requests from this network. Try again in {minutes} minutes.',
  'request.siteBusyOneMinute': 'This site is receiving too many requests right now. Try again in 1 minute.',
  'request.siteBusy': 'This site is receiving too many requests right now. Try again in {minutes} minutes.',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...REQUEST_ERROR_TEXTS });
