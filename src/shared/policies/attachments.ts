import { can, type Permission } from '../permissions';
import { allow, refuse, type Decision, type PolicyActor } from './decision';

/** Which permission attaching a file to each kind of record takes (work orders: the work rule). */
export const ATTACH_PERMISSIONS = {
  equipment: 'equipment.write',
  pmTemplate: 'pm.write',
  vendor: 'vendors.write',
} as const satisfies Record<string, Permission>;

const RECORD_NAMES: Record<keyof typeof ATTACH_PERMISSIONS, string> = {
  equipment: 'equipment',
  pmTemplate: 'PM template',
  vendor: 'vendor',
};

export function attachTo(actor: PolicyActor, record: keyof typeof ATTACH_PERMISSIONS): Decision {
  return can(actor, ATTACH_PERMISSIONS[record])
    ? allow
    : refuse(`Your role (${actor.role}) cannot attach files to this ${RECORD_NAMES[record]}`);
}

/** The uploader, or a manager and up. */
export function deleteAttachment(actor: PolicyActor, attachment: { uploadedBy: string | null }): Decision {
  return attachment.uploadedBy === actor.userId || can(actor, 'attachments.delete')
    ? allow
    : refuse('You can delete only the files you uploaded');
}
