import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_MEGABYTES } from '../../../shared/attachment-rules';
import { REQUEST_MAX_PHOTOS } from '../../../shared/constants';
import {
  IDEMPOTENCY_KEY_MESSAGE,
  idempotencyKeySchema,
  idParamsSchema,
} from '../../../shared/schemas/common';
import {
  approveRequestSchema,
  createPublicRequestHeadersSchema,
  createPublicRequestSchema,
  createdPublicRequestSchema,
  listRequestsQuerySchema,
  mergeRequestSchema,
  portalParamsSchema,
  portalQuerySchema,
  portalRequestParamsSchema,
  publicPortalSchema,
  publicRequestStatusSchema,
  rejectRequestSchema,
  requestPortalLinkSchema,
  requestPortalSettingsSchema,
  updateRequestPortalSchema,
  workRequestSchema,
} from '../../../shared/schemas/requests';
import { workOrderSchema } from '../../../shared/schemas/work-orders';
import { AppError } from '../../lib/app-error';
import { expectedVersion } from '../../lib/if-match';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';
import type { PreparedUpload } from '../attachments/attachments.service';
import type { AdmittedPortal, Submitted } from './requests.service';
import { phrase } from '../../../shared/i18n/error-texts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The checked photos of a portal request sent as multipart, read before validation. */
    requestPhotos: PreparedUpload[] | null;
    /** The portal a public request was let into, before its body was read. */
    admittedPortal: AdmittedPortal | null;
  }
}

/** The origin the caller reached us at: the base of portal links when PUBLIC_URL is not set. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The form's Idempotency-Key, read before the body (a resend is answered without it). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const parsed = idempotencyKeySchema.optional().safeParse(request.headers['idempotency-key']);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', IDEMPOTENCY_KEY_MESSAGE);
  return parsed.data;
}

/** 201 with the request's answer; a resend's is marked like a signed-in write's replay. */
const answerSubmission = (reply: FastifyReply, { created, replayed }: Submitted) =>
  (replayed ? reply.header('idempotent-replayed', 'true') : reply).code(201).send(created);

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { requests, attachments } = app.services;
  const tags = ['requests'];
  const read = { access: 'requests.read' as const };
  const triage = { access: 'requests.triage' as const };
  const manage = { access: 'portal.manage' as const };
  const anyone = { access: 'public' as const };
  app.decorateRequest('requestPhotos', null);
  app.decorateRequest('admittedPortal', null);

  /**
   * The form sent as multipart (with photos): its fields become the body the schema validates,
   * and the photos pass the uploads' own checks (type from the bytes, thumbnail) before any
   * transaction opens. A JSON body is left as it is.
   */
  const readMultipartForm = async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const fields: Record<string, string> = {};
    const photos: PreparedUpload[] = [];
    try {
      for await (const part of request.parts({ limits: { files: REQUEST_MAX_PHOTOS } })) {
        if (part.type === 'file') {
          const photo = await attachments.prepare({ fileName: part.filename, bytes: await part.toBuffer() });
          if (!photo.fileType.startsWith('image/')) {
            throw new AppError(
              'UNSUPPORTED_MEDIA_TYPE',
              phrase('request.notAPhoto', { fileName: photo.fileName }),
            );
          }
          photos.push(photo);
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          phrase('attachment.tooLarge', { megabytes: MAX_UPLOAD_MEGABYTES }),
        );
      if (errorCode(error) === 'FST_FILES_LIMIT')
        throw new AppError('VALIDATION_FAILED', phrase('request.tooManyPhotos', { max: REQUEST_MAX_PHOTOS }));
      throw error;
    }
    request.body = fields;
    request.requestPhotos = photos;
  };

  const requireAdmitted = (request: FastifyRequest): AdmittedPortal => {
    if (!request.admittedPortal) throw new Error('A public request reached its handler without admission');
    return request.admittedPortal;
  };

  // ---- Settings → Request portal (admins, their warehouse) ----

  app.get(
    '/api/request-portal',
    { config: manage, schema: { tags, response: { 200: requestPortalSettingsSchema } } },
    async (request) => requests.portalSettings(requireAuth(request), originOf(request)),
  );

  app.patch(
    '/api/request-portal',
    {
      config: manage,
      schema: { tags, body: updateRequestPortalSchema, response: { 200: requestPortalSettingsSchema } },
    },
    async (request) =>
      requests.updatePortal(
        requireAuth(request),
        originOf(request),
        request.body.enabled,
        expectedVersion(request),
      ),
  );

  app.post(
    '/api/request-portal/rotate',
    { config: manage, schema: { tags, response: { 200: requestPortalSettingsSchema } } },
    async (request) => requests.rotatePortal(requireAuth(request), originOf(request)),
  );

  // ---- the labels' link: whoever may print labels (equipment.read) prints the portal's address ----

  app.get(
    '/api/request-portal/link',
    {
      config: { access: 'equipment.read' as const },
      schema: { tags, response: { 200: requestPortalLinkSchema } },
    },
    async (request) => {
      const { enabled, portalUrl } = await requests.portalSettings(requireAuth(request), originOf(request));
      return { enabled, portalUrl: enabled ? portalUrl : null };
    },
  );

  // ---- the public portal: no sign-in, the key is the only credential ----

  app.get(
    '/api/public/portal/:portalKey',
    {
      config: anyone,
      schema: {
        tags,
        params: portalParamsSchema,
        querystring: portalQuerySchema,
        response: { 200: publicPortalSchema },
      },
    },
    async (request) => requests.publicPortal(request.params.portalKey, request.query.asset),
  );

  app.post(
    '/api/public/portal/:portalKey/requests',
    {
      config: anyone,
      // The key and the limits first: a dead label or a flood is refused before photos are read,
      // and a resend of a stored form is answered before either.
      preValidation: async (request, reply) => {
        const { portalKey } = request.params as { portalKey?: unknown };
        const admission = await requests.admitSubmission(
          String(portalKey),
          request.ip,
          idempotencyKeyOf(request),
          originOf(request),
        );
        if (admission.replayed)
          return answerSubmission(reply, { created: admission.replayed, replayed: true });
        request.admittedPortal = admission.portal;
        await readMultipartForm(request);
      },
      schema: {
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        headers: createPublicRequestHeadersSchema,
        params: portalParamsSchema,
        body: createPublicRequestSchema,
        response: { 201: createdPublicRequestSchema },
      },
    },
    async (request, reply) =>
      answerSubmission(
        reply,
        await requests.submit(requireAdmitted(request), request.body, request.requestPhotos ?? [], {
          origin: originOf(request),
        }),
      ),
  );

  app.get(
    '/api/public/portal/:portalKey/requests/:trackingCode',
    {
      config: anyone,
      schema: { tags, params: portalRequestParamsSchema, response: { 200: publicRequestStatusSchema } },
    },
    async (request) => requests.publicStatus(request.params.portalKey, request.params.trackingCode),
  );

  // ---- staff: the triage queue ----

  app.get(
    '/api/requests',
    {
      config: read,
      schema: { tags, querystring: listRequestsQuerySchema, response: { 200: z.array(workRequestSchema) } },
    },
    async (request, reply) => {
      const page = await requests.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/requests/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: workRequestSchema } } },
    async (request) => requests.get(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/requests/:id/approve',
    {
      config: triage,
      schema: {
        tags,
        params: idParamsSchema,
        body: approveRequestSchema,
        response: { 201: workOrderSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await requests.approve(requireAuth(request), originOf(request), request.params.id, request.body),
        ),
  );

  app.post(
    '/api/requests/:id/reject',
    {
      config: triage,
      schema: {
        tags,
        params: idParamsSchema,
        body: rejectRequestSchema,
        response: { 200: workRequestSchema },
      },
    },
    async (request) =>
      requests.reject(requireAuth(request), originOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/requests/:id/merge',
    {
      config: triage,
      schema: {
        tags,
        params: idParamsSchema,
        body: mergeRequestSchema,
        response: { 200: workRequestSchema },
      },
    },
    async (request) =>
      requests.merge(requireAuth(request), originOf(request), request.params.id, request.body),
  );
};
