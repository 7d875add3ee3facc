import { said } from '../i18n/error-texts/attachments';
import { can, type Permission } from '../permissions';
import { allow, refuse, type Decision, type PolicyActor } from './decision';

/** Which permission attaching a file to each kind of record takes (work orders: the work rule). */
export const ATTACH_PERMISSIONS = {
  equipment: 'equipment.write',
  pmTemplate: 'pm.write',
  vendor: 'vendors.write',
} as const satisfies Record<string, Permission>;

/** The refusal for each kind of record: a sentence of its own, so each language words the record. */
const CANNOT_ATTACH = {
  equipment: 'attachment.roleCannotAttachEquipment',
  pmTemplate: 'attachment.roleCannotAttachPmTemplate',
  vendor: 'attachment.roleCannotAttachVendor',
} as const satisfies Record<keyof typeof ATTACH_PERMISSIONS, string>;

export function attachTo(actor: PolicyActor, record: keyof typeof ATTACH_PERMISSIONS): Decision {
  return can(actor, ATTACH_PERMISSIONS[record])
    ? allow
    : refuse(said(CANNOT_ATTACH[record], { role: actor.role }));
}

/** The uploader, or a manager and up. */
export function deleteAttachment(actor: PolicyActor, attachment: { uploadedBy: string | null }): Decision {
  return attachment.uploadedBy === actor.userId || can(actor, 'attachments.delete')
    ? allow
    : refuse(said('attachment.deleteOwnOnly'));
}
