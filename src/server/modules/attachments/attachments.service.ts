import {
  ALLOWED_UPLOAD_TYPES,
  SUPPORTED_UPLOAD_TYPES,
  fileNameProblemKind,
} from '../../../shared/attachment-rules';
import { LOOSE_ATTACHMENT_DAYS, MAX_FILE_NAME_LENGTH } from '../../../shared/constants';
import { phrase } from '../../../shared/i18n/error-texts';
import * as policy from '../../../shared/policies/attachments';
import type { Attachment, ListAttachmentsQuery, UploadContext } from '../../../shared/schemas/attachments';
import type { Database, Executor } from '../../db/client';
import { AppError, enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIso } from '../../lib/dates';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus, type RealtimeTopic } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { EquipmentService } from '../equipment/equipment.service';
import type { PmService } from '../pm/pm.service';
import type { VendorsService } from '../vendors/vendors.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import * as repo from './attachments.repository';
import {
  ImageTooLargeError,
  contentDisposition,
  detectFileType,
  dispositionFor,
  isImage,
  makeThumbnail,
} from './file-content';
import { personName } from '../audit/display-names';

export interface AttachmentsServiceDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  workOrders: WorkOrdersService;
  equipment: EquipmentService;
  pm: PmService;
  vendors: VendorsService;
}

export interface IncomingFile {
  fileName: string;
  bytes: Buffer;
}

/** An upload that passed the checks, with its detected type and thumbnail. */
export interface PreparedUpload extends IncomingFile {
  fileType: string;
  thumbnail: Buffer | null;
}

type AttachmentRecord = { row: repo.AttachmentRow; uploadedByName: string | null };

/** The record an attachment hangs on, as an upload context. */
const contextOf = (row: repo.AttachmentRow): UploadContext => ({
  workOrderId: row.workOrderId ?? undefined,
  equipmentId: row.equipmentId ?? undefined,
  pmTemplateId: row.pmTemplateId ?? undefined,
  vendorId: row.vendorId ?? undefined,
});

export function toAttachmentDto({ row, uploadedByName }: AttachmentRecord): Attachment {
  return {
    id: row.id,
    fileUrl: `/api/attachments/${row.id}/file`,
    thumbnailUrl: row.hasThumbnail ? `/api/attachments/${row.id}/thumbnail` : null,
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    uploadedBy: row.uploadedBy,
    uploadedByName: personName(row.uploadedBy, uploadedByName),
    createdAt: toIso(row.createdAt),
    workOrderId: row.workOrderId,
    equipmentId: row.equipmentId,
    pmTemplateId: row.pmTemplateId,
    vendorId: row.vendorId,
  };
}

interface ResolvedLink {
  column: repo.LinkColumn | null;
  id: string | null;
  topic: RealtimeTopic;
  /** Writes the parent's own audit row (its timeline shows the file). */
  audit(tx: Executor, action: 'attachment_added' | 'attachment_removed', fileName: string): Promise<void>;
}

export function createAttachmentsService(deps: AttachmentsServiceDeps) {
  const { db, clock, events } = deps;

  /** A record with its own permission for attaching: equipment, PM templates, vendors. */
  async function plainLink(
    tx: Executor,
    actor: AuthContext,
    spec: {
      column: repo.LinkColumn;
      id: string;
      exists: boolean;
      what: string;
      record: keyof typeof policy.ATTACH_PERMISSIONS;
      topic: RealtimeTopic;
      entityType: string;
    },
    forWrite: boolean,
  ): Promise<ResolvedLink> {
    if (!spec.exists) throw notFound(spec.what);
    if (forWrite) enforce(policy.attachTo(actor, spec.record));
    return {
      column: spec.column,
      id: spec.id,
      topic: spec.topic,
      audit: (inner, action, fileName) =>
        recordAudit(inner, actor, {
          entityType: spec.entityType,
          entityId: spec.id,
          action,
          changes: { fileName },
          at: clock.now(),
        }),
    };
  }

  /** Checks the caller may read (or attach to) the linked record, in their warehouse (404 otherwise). */
  async function resolveLink(
    tx: Executor,
    actor: AuthContext,
    context: UploadContext,
    forWrite: boolean,
  ): Promise<ResolvedLink> {
    const w = actor.warehouseId;
    if (context.workOrderId) {
      const id = context.workOrderId;
      if (forWrite) await deps.workOrders.loadForWork(tx, actor, id);
      else await deps.workOrders.loadForRead(actor, id, tx);
      return {
        column: 'workOrderId',
        id,
        topic: 'work_orders',
        audit: (inner, action, fileName) =>
          deps.workOrders.recordWork(inner, actor, id, action, { fileName }),
      };
    }
    if (context.equipmentId) {
      const exists = Boolean(await deps.equipment.find(w, context.equipmentId, tx));
      return plainLink(
        tx,
        actor,
        {
          column: 'equipmentId',
          id: context.equipmentId,
          exists,
          what: 'Equipment',
          record: 'equipment',
          topic: 'equipment',
          entityType: 'equipment',
        },
        forWrite,
      );
    }
    if (context.pmTemplateId) {
      const exists = Boolean(await deps.pm.findTemplate(w, context.pmTemplateId, tx));
      return plainLink(
        tx,
        actor,
        {
          column: 'pmTemplateId',
          id: context.pmTemplateId,
          exists,
          what: 'PM template',
          record: 'pmTemplate',
          topic: 'pm',
          entityType: 'pm_template',
        },
        forWrite,
      );
    }
    if (context.vendorId) {
      const exists = Boolean(await deps.vendors.findVendor(w, context.vendorId, tx));
      return plainLink(
        tx,
        actor,
        {
          column: 'vendorId',
          id: context.vendorId,
          exists,
          what: 'Vendor',
          record: 'vendor',
          topic: 'inventory',
          entityType: 'vendor',
        },
        forWrite,
      );
    }
    return { column: null, id: null, topic: 'system', audit: async () => {} };
  }

  /**
   * The checks the client makes too (core spec §5), with the type taken from the bytes, not the
   * name (a text file named .png is refused), and the thumbnail: the CPU work of an upload,
   * done before any transaction opens.
   */
  async function prepare(file: IncomingFile): Promise<PreparedUpload> {
    const nameProblem = fileNameProblemKind(file.fileName);
    if (nameProblem) {
      const problem =
        nameProblem === 'nameTooLong'
          ? phrase('attachment.nameTooLong', { max: MAX_FILE_NAME_LENGTH })
          : phrase('attachment.invalidName');
      throw new AppError('VALIDATION_FAILED', problem, { details: [{ path: 'file', ...problem }] });
    }
    if (file.bytes.length === 0) throw new AppError('VALIDATION_FAILED', phrase('attachment.empty'));
    // Never blank (the bytes always have a type, if only application/octet-stream), so never "unknown".
    const fileType = await detectFileType(file.bytes, file.fileName);
    if (!(fileType in ALLOWED_UPLOAD_TYPES))
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        phrase('attachment.typeNotAllowed', { type: fileType, types: SUPPORTED_UPLOAD_TYPES }),
      );
    let thumbnail: Buffer | null = null;
    if (isImage(fileType)) {
      try {
        thumbnail = await makeThumbnail(file.bytes);
      } catch (error) {
        if (error instanceof ImageTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', error.phrase);
        throw new AppError('VALIDATION_FAILED', phrase('attachment.imageDamaged'));
      }
    }
    return { ...file, fileType, thumbnail };
  }

  /** Stores a prepared upload on the record its context names (or on none: a scratch file). */
  async function store(
    actor: AuthContext,
    file: PreparedUpload,
    context: UploadContext,
  ): Promise<Attachment> {
    return inTransaction(db, events, async (tx, outbox) => {
      const link = await resolveLink(tx, actor, context, true);
      const row = await repo.insertAttachment(
        tx,
        {
          organizationId: actor.organizationId,
          warehouseId: actor.warehouseId,
          ...(link.column && link.id ? { [link.column]: link.id } : {}),
          fileName: file.fileName,
          fileSize: file.bytes.length,
          fileType: file.fileType,
          hasThumbnail: file.thumbnail !== null,
          uploadedBy: actor.userId,
          createdAt: clock.now(),
        },
        { data: file.bytes, thumbnail: file.thumbnail },
      );
      await link.audit(tx, 'attachment_added', file.fileName);
      const dto = toAttachmentDto({ row, uploadedByName: `${actor.firstName} ${actor.lastName}` });
      outbox.push(
        mutationEvent(
          actor,
          { topic: link.topic, type: 'attachment', action: 'created', id: row.id, data: dto },
          clock.now(),
        ),
      );
      return dto;
    });
  }

  /**
   * Photos sent with a work request from the public portal (issue 23), prepared like any upload:
   * stored on the request, by nobody signed in, inside the request's own transaction.
   */
  async function storeRequestPhotos(
    tx: Executor,
    scope: { organizationId: string; warehouseId: string; workRequestId: string },
    files: readonly PreparedUpload[],
  ): Promise<void> {
    for (const file of files) {
      await repo.insertAttachment(
        tx,
        {
          ...scope,
          fileName: file.fileName,
          fileSize: file.bytes.length,
          fileType: file.fileType,
          hasThumbnail: file.thumbnail !== null,
          uploadedBy: null,
          createdAt: clock.now(),
        },
        { data: file.bytes, thumbnail: file.thumbnail },
      );
    }
  }

  async function list(actor: AuthContext, query: ListAttachmentsQuery): Promise<Attachment[]> {
    const link = await resolveLink(db, actor, query, false);
    if (!link.column || !link.id) return [];
    return (await repo.listAttachments(db, actor.warehouseId, link.column, link.id)).map(toAttachmentDto);
  }

  /**
   * The files' metadata of records the caller's warehouse holds, by record, for the device's copy
   * (ADR 42): the caller already reads those records, so no link check per record.
   */
  async function listOf(
    actor: AuthContext,
    link: 'workOrderId' | 'equipmentId',
    ids: readonly string[],
  ): Promise<Map<string, Attachment[]>> {
    const byRecord = new Map<string, Attachment[]>();
    if (ids.length === 0) return byRecord;
    for (const found of await repo.listAttachmentsOf(db, actor.warehouseId, link, ids)) {
      const owner = found.row[link];
      if (!owner) continue;
      const files = byRecord.get(owner) ?? [];
      files.push(toAttachmentDto(found));
      byRecord.set(owner, files);
    }
    return byRecord;
  }

  async function load(actor: AuthContext, id: string): Promise<AttachmentRecord> {
    const found = await repo.findAttachment(db, actor.warehouseId, id);
    if (!found) throw notFound('Attachment');
    await resolveLink(db, actor, contextOf(found.row), false);
    return found;
  }

  /** The bytes with the headers that keep a browser from second-guessing them. */
  async function content(actor: AuthContext, id: string, kind: 'data' | 'thumbnail') {
    const { row } = await load(actor, id);
    const bytes = await repo.readContent(db, id, kind);
    if (!bytes) throw notFound(kind === 'thumbnail' ? 'Thumbnail' : 'Attachment');
    const type = kind === 'thumbnail' ? 'image/jpeg' : row.fileType;
    return {
      bytes,
      headers: {
        'content-type': type,
        'content-disposition': contentDisposition(
          kind === 'thumbnail' ? 'inline' : dispositionFor(type),
          row.fileName,
        ),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=3600',
      },
    };
  }

  /** The uploader, or a manager and up. */
  async function remove(actor: AuthContext, id: string): Promise<void> {
    const found = await load(actor, id);
    enforce(policy.deleteAttachment(actor, found.row));
    await inTransaction(db, events, async (tx, outbox) => {
      await repo.softDeleteAttachment(tx, id, clock.now());
      const link = await resolveLink(tx, actor, contextOf(found.row), false);
      await link.audit(tx, 'attachment_removed', found.row.fileName);
      outbox.push(
        mutationEvent(
          actor,
          { topic: link.topic, type: 'attachment', action: 'deleted', id, data: toAttachmentDto(found) },
          clock.now(),
        ),
      );
    });
  }

  /**
   * One batch of the hourly cleanup: up to `limit` scratch files nobody attached to a record go
   * after LOOSE_ATTACHMENT_DAYS (one statement, its own transaction). Returns how many went.
   */
  function expireLoose(limit: number): Promise<number> {
    const now = clock.now();
    return repo.expireLooseAttachments(
      db,
      new Date(now.getTime() - LOOSE_ATTACHMENT_DAYS * 86_400_000),
      now,
      limit,
    );
  }

  /** A live file of the order, as a step's evidence (a photo, a signature); undefined otherwise. */
  async function fileOfOrder(tx: Executor, warehouseId: string, workOrderId: string, id: string) {
    const found = await repo.findAttachment(tx, warehouseId, id);
    return found?.row.workOrderId === workOrderId ? found.row : undefined;
  }

  /** The evidence of a failed step, copied onto the follow-up it raised (issue 25 §4). */
  const copyToWorkOrder = (tx: Executor, actor: AuthContext, id: string, workOrderId: string) =>
    repo.copyToWorkOrder(tx, id, workOrderId, actor.userId);

  return {
    prepare,
    store,
    storeRequestPhotos,
    list,
    listOf,
    content,
    remove,
    expireLoose,
    fileOfOrder,
    copyToWorkOrder,
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
