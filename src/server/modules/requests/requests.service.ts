import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  REQUEST_ADDRESS_LIMIT,
  REQUEST_ADDRESS_WINDOW_MINUTES,
  REQUEST_PORTAL_LIMIT_PER_HOUR,
} from '../../../shared/constants';
import type { PublicRequestStatus as PublicStatus, WorkOrderStatus } from '../../../shared/domain';
import type {
  ApproveRequest,
  CreatePublicRequest,
  CreatedPublicRequest,
  ListRequestsQuery,
  MergeRequest,
  PublicPortal,
  PublicRequestStatus,
  RejectRequest,
  RequestPortalSettings,
  WorkRequest,
} from '../../../shared/schemas/requests';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import type { Database, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit, systemActor, type Actor } from '../audit/audit.service';
import type { AttachmentsService, PreparedUpload } from '../attachments/attachments.service';
import type { AuthContext } from '../auth/auth.context';
import { addressScope } from '../auth/address-scope';
import { NOT_SENT_NO_SERVER, type MailSettings } from '../mail/mail-delivery';
import { enqueueMails, type NewMail } from '../mail/mail.repository';
import { wordedMails, type MailReader, type MailTexts } from '../mail/worded-mail';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import * as repo from './requests.repository';
import { phrase } from '../../../shared/i18n/error-texts';

/** The portal's window; an address's is REQUEST_ADDRESS_WINDOW_MINUTES. */
const PORTAL_WINDOW_MS = 3_600_000;
const LONGEST_WINDOW_MS = Math.max(PORTAL_WINDOW_MS, REQUEST_ADDRESS_WINDOW_MINUTES * 60_000);

/** A portal a public request was let into: its key was live and the sender within the limits. */
export interface AdmittedPortal {
  portalKey: string;
  organizationId: string;
  warehouseId: string;
  /** The form's Idempotency-Key, when it sent one. */
  idempotencyKey: string | undefined;
}

/** A public submission before its body is read: let into its portal, or answered as its key was. */
export type Admission = { replayed: null; portal: AdmittedPortal } | { replayed: CreatedPublicRequest };

/** What a submission answers, and whether it is the answer an earlier send with its key got. */
export interface Submitted {
  created: CreatedPublicRequest;
  replayed: boolean;
}

export interface RequestsServiceDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  workOrders: WorkOrdersService;
  attachments: Pick<AttachmentsService, 'storeRequestPhotos'>;
  /** PUBLIC_URL: the base of portal links; undefined, the asking request's origin is. */
  publicUrl: string | undefined;
  /** Without a mail server the mails are queued as not sent (ADR 50). */
  mailSettings: Pick<MailSettings, 'smtpUrl'>;
}

/** One answer for every key that takes no requests, so a guess learns nothing about real keys. */
const portalGone = () => new AppError('NOT_FOUND', phrase('request.linkRetired'));
const requestNotFound = () => new AppError('NOT_FOUND', phrase('request.unknownTrackingCode'));

const alreadyTriaged = (row: repo.WorkRequestRow) =>
  new AppError('CONFLICT', phrase('request.alreadyTriaged', { number: row.number, status: row.status }));

/** ≥ 128 random bits, base64url: neither a portal key nor a tracking code can be guessed. */
const randomKey = () => randomBytes(16).toString('base64url');

const PHONE = /^[0-9 +()-]{6,30}$/;
const isEmail = (value: string) => z.email().safeParse(value).success;

/** The requester's contact: an e-mail when it reads as one, else a phone number. */
function contactOf(contact: string | undefined): { requesterEmail?: string; requesterPhone?: string } {
  if (!contact) return {};
  if (isEmail(contact)) return { requesterEmail: contact };
  if (PHONE.test(contact) && /\d/.test(contact)) return { requesterPhone: contact };
  const problem = phrase('request.contactInvalid');
  throw new AppError('VALIDATION_FAILED', problem, { details: [{ path: 'contact', ...problem }] });
}

/** What the requester reads for an order's status (issue 23 §2). */
function orderPublicStatus(status: WorkOrderStatus): PublicStatus {
  if (status === 'in_progress') return 'in_progress';
  if (status === 'new' || status === 'assigned') return 'accepted';
  return 'done';
}

const minutesUntil = (end: number, now: number) => Math.max(1, Math.ceil((end - now) / 60_000));

/** The requester, when they gave an e-mail, reading in the portal's language (issue 29 §2). */
const requesterOf = (row: repo.WorkRequestRow): MailReader[] =>
  row.requesterEmail ? [{ email: row.requesterEmail, locale: row.requesterLocale }] : [];

/** A requester mail's status link, which its text leaves out when there is none to give. */
const followParams = (link: string) => ({ linkGiven: link ? 'yes' : 'no', link });

/** What a triage mails the requester: its kind and its texts, worded in their language. */
interface TriageMail {
  kind: string;
  texts: MailTexts;
}

export function toWorkRequestDto(
  record: repo.WorkRequestRecord,
  photos: readonly { id: string; fileName: string; hasThumbnail: boolean }[],
): WorkRequest {
  const { row } = record;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    description: row.description,
    location: row.location,
    stoppingWork: row.stoppingWork,
    equipmentId: row.equipmentId,
    equipmentAssetTag: record.equipmentAssetTag,
    equipmentDescription: record.equipmentDescription,
    requesterName: row.requesterName,
    requesterEmail: row.requesterEmail,
    requesterPhone: row.requesterPhone,
    workOrderId: row.workOrderId,
    workOrderFoNumber: record.workOrderFoNumber,
    rejectionReason: row.rejectionReason,
    possibleDuplicate:
      record.duplicateId && record.duplicateFoNumber && record.duplicateDescription !== null
        ? {
            id: record.duplicateId,
            foNumber: record.duplicateFoNumber,
            description: record.duplicateDescription,
          }
        : null,
    photos: photos.map(({ id, fileName, hasThumbnail }) => ({ id, fileName, hasThumbnail })),
    triagedByName: row.triagedBy ? (record.triagedByName ?? 'a deleted user') : null,
    triagedAt: toIsoOrNull(row.triagedAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

export function createRequestsService(deps: RequestsServiceDeps) {
  const { db, clock, events } = deps;

  const queueMails = (tx: Executor, mails: NewMail[]) =>
    enqueueMails(tx, mails, deps.mailSettings.smtpUrl ? undefined : NOT_SENT_NO_SERVER);
  const baseUrl = (origin: string | undefined) => deps.publicUrl ?? origin ?? '';
  const portalUrl = (origin: string | undefined, key: string) => `${baseUrl(origin)}/r/${key}`;
  const statusUrl = (origin: string | undefined, key: string, trackingCode: string) =>
    `${portalUrl(origin, key)}/status/${trackingCode}`;
  const answerOf = (origin: string | undefined, key: string, trackingCode: string) => ({
    trackingCode,
    statusUrl: statusUrl(origin, key, trackingCode),
  });
  /** The status page's link for a mail; none without a base to make it absolute from. */
  const mailLink = (origin: string | undefined, key: string | undefined, trackingCode: string) =>
    key && baseUrl(origin) ? statusUrl(origin, key, trackingCode) : '';

  const requestEvent = (actor: Actor, action: string, dto: WorkRequest) =>
    mutationEvent(
      { organizationId: actor.organizationId, warehouseId: actor.warehouseId },
      { topic: 'requests', type: 'work_request', action, id: dto.id, data: dto },
      clock.now(),
    );

  async function dtoOf(tx: Executor, warehouseId: string, id: string): Promise<WorkRequest> {
    const found = await repo.findRequestRecord(tx, warehouseId, id);
    if (!found) throw notFound('Work request');
    return toWorkRequestDto(found, await repo.photosOf(tx, [id]));
  }

  // ---- the portal's settings (admins) ----

  const toSettings = (row: repo.PortalRow, origin: string | undefined): RequestPortalSettings => ({
    enabled: row.enabled,
    portalKey: row.portalKey,
    portalUrl: portalUrl(origin, row.portalKey),
    rotatedAt: toIsoOrNull(row.rotatedAt),
    version: row.version,
  });

  /** The warehouse's portal, made the first time anyone needs it (enabled, with a fresh key). */
  async function portalOf(warehouseId: string, organizationId: string, tx: Executor = db) {
    return (
      (await repo.findPortal(tx, warehouseId)) ??
      repo.ensurePortal(tx, { warehouseId, organizationId, portalKey: randomKey() })
    );
  }

  async function portalSettings(actor: AuthContext, origin: string | undefined) {
    return toSettings(await portalOf(actor.warehouseId, actor.organizationId), origin);
  }

  /** Changes the portal and announces it: enabled on or off, or a new key. */
  async function changePortal(
    actor: AuthContext,
    origin: string | undefined,
    action: 'updated' | 'rotated',
    changes: { enabled?: boolean; portalKey?: string; rotatedAt?: Date },
    expected: number | undefined,
  ): Promise<RequestPortalSettings> {
    await portalOf(actor.warehouseId, actor.organizationId);
    return inTransaction(db, events, async (tx, outbox) => {
      const before = await repo.findPortal(tx, actor.warehouseId);
      const row = await repo.updatePortalRow(tx, actor.warehouseId, changes, expected);
      if (!before || !row) throw versionConflict(before && toSettings(before, origin));
      // The key is a secret of the labels: the audit row says it changed, never what it is.
      const audited =
        action === 'rotated' ? { portalKey: 'replaced' } : diffFields(before, { enabled: changes.enabled });
      await recordAudit(tx, actor, {
        entityType: 'request_portal',
        entityId: actor.warehouseId,
        action,
        changes: audited,
      });
      const settings = toSettings(row, origin);
      outbox.push(
        mutationEvent(
          actor,
          {
            topic: 'requests',
            type: 'request_portal',
            action,
            id: actor.warehouseId,
            data: { enabled: row.enabled, version: row.version },
          },
          clock.now(),
        ),
      );
      return settings;
    });
  }

  const updatePortal = (
    actor: AuthContext,
    origin: string | undefined,
    enabled: boolean,
    expected: number | undefined,
  ) => changePortal(actor, origin, 'updated', { enabled }, expected);

  /** A new key: every printed label and status link of the old one answers 404 from now on. */
  const rotatePortal = (actor: AuthContext, origin: string | undefined) =>
    changePortal(actor, origin, 'rotated', { portalKey: randomKey(), rotatedAt: clock.now() }, undefined);

  // ---- the public portal ----

  async function livePortal(portalKey: string) {
    const found = await repo.findPortalByKey(db, portalKey);
    if (!found || !found.portal.enabled) throw portalGone();
    return found;
  }

  async function publicPortal(portalKey: string, assetTag: string | undefined): Promise<PublicPortal> {
    const { portal, warehouseName } = await livePortal(portalKey);
    let asset: PublicPortal['asset'] = null;
    if (assetTag) {
      const found = await repo.findEquipmentByTag(db, portal.warehouseId, assetTag);
      if (!found) throw new AppError('NOT_FOUND', phrase('request.unknownAsset', { assetTag }));
      asset = { assetTag: found.assetTag, description: found.description ?? '' };
    }
    return { warehouseName, enabled: portal.enabled, asset };
  }

  /** Counts the request against its address, then its portal; 429 with how long to wait when over. */
  async function admit(address: string | undefined, warehouseId: string) {
    const now = clock.now();
    const limits = [
      {
        scope: addressScope(address),
        windowMs: REQUEST_ADDRESS_WINDOW_MINUTES * 60_000,
        limit: REQUEST_ADDRESS_LIMIT,
        message: (minutes: number) =>
          minutes === 1 ? phrase('request.networkBusyOneMinute') : phrase('request.networkBusy', { minutes }),
      },
      {
        scope: `portal:${warehouseId}`,
        windowMs: PORTAL_WINDOW_MS,
        limit: REQUEST_PORTAL_LIMIT_PER_HOUR,
        message: (minutes: number) =>
          minutes === 1 ? phrase('request.siteBusyOneMinute') : phrase('request.siteBusy', { minutes }),
      },
    ];
    for (const { scope, windowMs, limit, message } of limits) {
      const counted = await repo.countRequestIn(db, scope, now, windowMs);
      if (counted.hits > limit) {
        const end = counted.windowStart.getTime() + windowMs;
        const seconds = Math.max(1, Math.ceil((end - now.getTime()) / 1000));
        throw new AppError('RATE_LIMITED', message(minutesUntil(end, now.getTime())), {
          headers: { 'retry-after': String(seconds) },
        });
      }
    }
  }

  function receivedMails(
    row: repo.WorkRequestRow,
    link: string,
    staff: readonly MailReader[],
    where: string | null,
  ): NewMail[] {
    const scope = { organizationId: row.organizationId, warehouseId: row.warehouseId };
    const stoppingWork = row.stoppingWork ? 'yes' : 'no';
    const mails = wordedMails(
      staff,
      { ...scope, kind: 'request.new' },
      {
        subject: { key: 'mail.requestNew.subject', params: { number: row.number, stoppingWork } },
        body: {
          key: 'mail.requestNew.body',
          params: {
            number: row.number,
            whereGiven: where === null ? 'no' : 'yes',
            where: where ?? '',
            stoppingWork,
            description: row.description,
          },
        },
      },
    );
    const thanked = row.requesterName
      ? { nameGiven: 'yes', name: row.requesterName }
      : { nameGiven: 'no', name: '' };
    const received = wordedMails(
      requesterOf(row),
      { ...scope, kind: 'request.received' },
      {
        subject: { key: 'mail.requestReceived.subject', params: { number: row.number } },
        body: { key: 'mail.requestReceived.body', params: { number: row.number, ...thanked, link } },
      },
    );
    return [...mails, ...received];
  }

  /** The hourly cleanup: counts whose window is over, whichever limit they belong to, are forgotten. */
  const purgeEndedThrottles = (limit: number) =>
    repo.deleteThrottlesBefore(db, new Date(clock.now().getTime() - LONGEST_WINDOW_MS), limit);

  /**
   * Whether a request may be sent to this portal from this address: the key must be live and the
   * address and portal within their limits (429 otherwise). Asked before the body is read, so a
   * flood or a dead label costs no photo processing.
   *
   * A resend of a form the portal stored already (its Idempotency-Key) is answered as the first
   * send was, before the limits: it stores nothing, so it is no flood, and a requester whose
   * answer was lost still gets it when the address is at its limit. An unknown key costs one
   * index lookup and is counted like any request. The body is not compared: the key is made once
   * per draft on one phone, so the same key with another body is that draft edited after its
   * first send was stored and the answer lost. That request is in triage already; a 422 would
   * leave the requester a draft that no send can clear, so the first answer is given instead.
   */
  async function admitSubmission(
    portalKey: string,
    address: string | undefined,
    idempotencyKey: string | undefined,
    origin: string | undefined,
  ): Promise<Admission> {
    const { portal } = await livePortal(portalKey);
    const { organizationId, warehouseId } = portal;
    if (idempotencyKey) {
      const trackingCode = await repo.trackingCodeOfKey(db, warehouseId, idempotencyKey);
      if (trackingCode) return { replayed: answerOf(origin, portalKey, trackingCode) };
    }
    await admit(address, warehouseId);
    return { replayed: null, portal: { portalKey, organizationId, warehouseId, idempotencyKey } };
  }

  /**
   * A request from anyone (issue 23 §2), to a portal `admitSubmission` let through; the honeypot
   * filled answers like a success and stores nothing (nor its key), so a bot learns nothing.
   */
  async function submit(
    portal: AdmittedPortal,
    input: CreatePublicRequest,
    photos: readonly PreparedUpload[],
    client: { origin: string | undefined },
  ): Promise<Submitted> {
    const { portalKey, idempotencyKey } = portal;
    const contact = contactOf(input.contact);
    if (input.website) return { created: answerOf(client.origin, portalKey, randomKey()), replayed: false };
    const machine = input.assetTag
      ? await repo.findEquipmentByTag(db, portal.warehouseId, input.assetTag)
      : undefined;
    if (input.assetTag && !machine) {
      const problem = phrase('request.unknownAsset', { assetTag: input.assetTag });
      throw new AppError('VALIDATION_FAILED', problem, { details: [{ path: 'assetTag', ...problem }] });
    }
    const scope = { organizationId: portal.organizationId, warehouseId: portal.warehouseId };
    const actor = systemActor(scope.organizationId, scope.warehouseId);
    return inTransaction(db, events, async (tx, outbox) => {
      const trackingCode = randomKey();
      const row = await repo.insertRequest(tx, {
        ...scope,
        number: await repo.nextRequestNumber(tx, scope.warehouseId, clock.now().getUTCFullYear()),
        trackingCode,
        equipmentId: machine?.id ?? null,
        location: input.location ?? null,
        description: input.description,
        stoppingWork: input.stoppingWork,
        requesterName: input.name ?? null,
        ...contact,
        requesterLocale: input.locale ?? null,
        idempotencyKey: idempotencyKey ?? null,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      if (!row) {
        // The same form, sent at the same time, was stored first: its answer is this one's too.
        const first = idempotencyKey && (await repo.trackingCodeOfKey(tx, scope.warehouseId, idempotencyKey));
        if (!first) throw new Error('A work request insert stored nothing, yet no request holds its key');
        return { created: answerOf(client.origin, portalKey, first), replayed: true };
      }
      await deps.attachments.storeRequestPhotos(tx, { ...scope, workRequestId: row.id }, photos);
      await recordAudit(tx, actor, {
        entityType: 'work_request',
        entityId: row.id,
        action: 'created',
        changes: { number: row.number, photos: photos.length },
      });
      const link = statusUrl(client.origin, portalKey, trackingCode);
      const where = machine
        ? `${machine.assetTag}${machine.description ? ` (${machine.description})` : ''}`
        : row.location;
      await queueMails(
        tx,
        receivedMails(row, link, await repo.newRequestMailRecipients(tx, scope.warehouseId), where),
      );
      outbox.push(requestEvent(actor, 'created', await dtoOf(tx, scope.warehouseId, row.id)));
      return { created: { trackingCode, statusUrl: link }, replayed: false };
    });
  }

  async function publicStatus(portalKey: string, trackingCode: string): Promise<PublicRequestStatus> {
    const { portal } = await livePortal(portalKey);
    const found = await repo.findPublicRequest(db, portal.warehouseId, trackingCode);
    if (!found) throw requestNotFound();
    const { request, orderStatus, foNumber, orderUpdatedAt, assigneeFirstName } = found;
    const followsOrder = (request.status === 'accepted' || request.status === 'merged') && orderStatus;
    const status: PublicStatus = followsOrder
      ? orderPublicStatus(orderStatus)
      : request.status === 'rejected'
        ? 'rejected'
        : 'received';
    const updatedAt =
      followsOrder && orderUpdatedAt && orderUpdatedAt > request.updatedAt
        ? orderUpdatedAt
        : request.updatedAt;
    return {
      status,
      number: request.number,
      ...(followsOrder && foNumber ? { foNumber } : {}),
      ...(request.status === 'rejected' && request.rejectionReason
        ? { rejectionReason: request.rejectionReason }
        : {}),
      ...(followsOrder && assigneeFirstName ? { assigneeFirstName } : {}),
      updatedAt: toIso(updatedAt),
    };
  }

  // ---- staff ----

  async function list(actor: AuthContext, query: ListRequestsQuery) {
    const [rows, total] = await Promise.all([
      repo.listRequests(db, actor.warehouseId, query, decodeCursor(query.cursor)),
      repo.countRequests(db, actor.warehouseId, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.sortKey, id: r.row.id }));
    const photos = await repo.photosOf(
      db,
      page.items.map((r) => r.row.id),
    );
    const items = page.items.map((r) =>
      toWorkRequestDto(
        r,
        photos.filter((p) => p.workRequestId === r.row.id),
      ),
    );
    return { items, nextCursor: page.nextCursor, total };
  }

  const get = (actor: AuthContext, id: string) => dtoOf(db, actor.warehouseId, id);

  /** The request, still waiting for triage (404 elsewhere, 409 when triaged already). */
  async function receivedRequest(tx: Executor, actor: AuthContext, id: string) {
    const found = await repo.findRequestRecord(tx, actor.warehouseId, id);
    if (!found) throw notFound('Work request');
    if (found.row.status !== 'received') throw alreadyTriaged(found.row);
    return found.row;
  }

  /** Marks it triaged (once: a second triager in between gets 409), audits, announces and mails. */
  async function triage(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    origin: string | undefined,
    id: string,
    changes: Partial<repo.WorkRequestRow> & { status: 'accepted' | 'rejected' | 'merged' },
    mail: (row: repo.WorkRequestRow, link: string) => TriageMail,
  ) {
    const current = await receivedRequest(tx, actor, id);
    const row = await repo.triageRequestRow(tx, actor.warehouseId, id, {
      ...changes,
      triagedBy: actor.userId,
      triagedAt: clock.now(),
    });
    if (!row) throw alreadyTriaged(current);
    await recordAudit(tx, actor, {
      entityType: 'work_request',
      entityId: id,
      action: changes.status,
      changes: diffFields(current, changes),
    });
    if (row.requesterEmail) {
      const link = mailLink(origin, await repo.portalKeyOf(tx, actor.warehouseId), row.trackingCode);
      const { kind, texts } = mail(row, link);
      const scope = { organizationId: row.organizationId, warehouseId: row.warehouseId };
      await queueMails(tx, wordedMails(requesterOf(row), { ...scope, kind }, texts));
    }
    const dto = await dtoOf(tx, actor.warehouseId, id);
    outbox.push(requestEvent(actor, changes.status, dto));
    return dto;
  }

  /**
   * Approves a request into a new work order, made by the work orders' own create path (the
   * next FO number drawn in its transaction, status history, audit, events) in one transaction
   * with the request's change: its photos become the order's files.
   */
  async function approve(
    actor: AuthContext,
    origin: string | undefined,
    id: string,
    input: ApproveRequest,
  ): Promise<WorkOrder> {
    const request = await receivedRequest(db, actor, id);
    const notes = [
      request.location && `Where: ${request.location}`,
      `From work request ${request.number}${request.requesterName ? ` by ${request.requesterName}` : ''}`,
      (request.requesterEmail ?? request.requesterPhone) &&
        `Contact: ${request.requesterEmail ?? request.requesterPhone}`,
      request.stoppingWork && 'Reported as stopping work',
    ]
      .filter(Boolean)
      .join('\n');
    const order = await deps.workOrders.create(
      actor,
      {
        description: request.description,
        type: input.type ?? 'corrective',
        priority: input.priority,
        equipmentId: request.equipmentId ?? undefined,
        assignedTo: input.assignedTo,
        dueDate: input.dueDate,
        notes,
      },
      null,
      async (tx, outbox, created) => {
        await triage(
          tx,
          outbox,
          actor,
          origin,
          id,
          { status: 'accepted', workOrderId: created.id },
          (row, link) => ({
            kind: 'request.accepted',
            texts: {
              subject: { key: 'mail.requestAccepted.subject', params: { number: row.number } },
              body: {
                key: 'mail.requestAccepted.body',
                params: { number: row.number, foNumber: created.foNumber, ...followParams(link) },
              },
            },
          }),
        );
        for (const photo of await repo.movePhotosToOrder(tx, id, created.id)) {
          await deps.workOrders.recordWork(tx, actor, created.id, 'attachment_added', {
            fileName: photo.fileName,
          });
        }
      },
    );
    return deps.workOrders.get(actor, order.id);
  }

  const reject = (actor: AuthContext, origin: string | undefined, id: string, input: RejectRequest) =>
    inTransaction(db, events, (tx, outbox) =>
      triage(
        tx,
        outbox,
        actor,
        origin,
        id,
        { status: 'rejected', rejectionReason: input.reason },
        (row, link) => ({
          kind: 'request.rejected',
          texts: {
            subject: { key: 'mail.requestRejected.subject', params: { number: row.number } },
            body: {
              key: 'mail.requestRejected.body',
              params: { number: row.number, reason: input.reason, ...followParams(link) },
            },
          },
        }),
      ),
    );

  /** Joins a request to an open order of the warehouse that already covers it. */
  const merge = (actor: AuthContext, origin: string | undefined, id: string, input: MergeRequest) =>
    inTransaction(db, events, async (tx, outbox) => {
      await receivedRequest(tx, actor, id);
      const order = await deps.workOrders.find(actor.warehouseId, input.workOrderId, tx);
      if (!order) throw notFound('Work order');
      if (!(await repo.findOpenOrder(tx, actor.warehouseId, order.id))) {
        throw new AppError(
          'CONFLICT',
          phrase('request.mergeIntoOpen', { foNumber: order.foNumber, status: order.status }),
        );
      }
      return triage(
        tx,
        outbox,
        actor,
        origin,
        id,
        { status: 'merged', workOrderId: order.id },
        (row, link) => ({
          kind: 'request.merged',
          texts: {
            subject: { key: 'mail.requestMerged.subject', params: { number: row.number } },
            body: {
              key: 'mail.requestMerged.body',
              params: { number: row.number, foNumber: order.foNumber, ...followParams(link) },
            },
          },
        }),
      );
    });

  /**
   * An order's status changed (in its transaction): the requesters of the requests that follow
   * it are mailed when what their status page says changes (accepted → in progress → done).
   */
  async function followOrderStatus(
    tx: Executor,
    order: { id: string; foNumber: string; status: WorkOrderStatus; warehouseId: string },
    from: WorkOrderStatus,
  ) {
    const now = orderPublicStatus(order.status);
    if (now === orderPublicStatus(from) || now === 'accepted') return;
    const following = await repo.requestsFollowing(tx, order.id);
    if (!following.some((r) => r.requesterEmail)) return;
    const key = await repo.portalKeyOf(tx, order.warehouseId);
    await queueMails(
      tx,
      // Each requester in their own language: a merged request's may differ from the order's first.
      following.flatMap((row) => {
        // No request is at hand to take an origin from: the link needs PUBLIC_URL.
        const link = mailLink(undefined, key, row.trackingCode);
        const started = now === 'in_progress';
        const message = started ? 'requestStarted' : 'requestDone';
        return wordedMails(
          requesterOf(row),
          {
            organizationId: row.organizationId,
            warehouseId: row.warehouseId,
            kind: started ? 'request.in_progress' : 'request.done',
          },
          {
            subject: { key: `mail.${message}.subject`, params: { number: row.number } },
            body: {
              key: `mail.${message}.body`,
              params: { number: row.number, foNumber: order.foNumber, ...followParams(link) },
            },
          },
        );
      }),
    );
  }

  return {
    portalSettings,
    updatePortal,
    rotatePortal,
    publicPortal,
    admitSubmission,
    submit,
    purgeEndedThrottles,
    publicStatus,
    list,
    get,
    approve,
    reject,
    merge,
    followOrderStatus,
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
