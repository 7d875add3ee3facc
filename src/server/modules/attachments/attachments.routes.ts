import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { phrase } from '../../../shared/i18n/error-texts';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  attachmentSchema,
  listAttachmentsQuerySchema,
  uploadContextSchema,
  type UploadContext,
} from '../../../shared/schemas/attachments';
import { AppError } from '../../lib/app-error';
import { sendWholeList } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';
import type { IncomingFile, PreparedUpload } from './attachments.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The checked upload, read before the handler (and its transaction) starts. */
    upload: { file: PreparedUpload; context: UploadContext } | null;
  }
}

const LINK_FIELDS = ['workOrderId', 'equipmentId', 'pmTemplateId', 'vendorId'] as const;
const MEGABYTE = 1024 * 1024;

function parseContext(fields: Record<string, string>): UploadContext {
  let raw: unknown = {};
  if (fields['context']) {
    try {
      raw = JSON.parse(fields['context']);
    } catch {
      throw new AppError(
        'VALIDATION_FAILED',
        phrase('attachment.contextJson', { example: '{"workOrderId":"…"}' }),
      );
    }
  }
  const merged = {
    ...(raw as object),
    ...Object.fromEntries(LINK_FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])),
  };
  const parsed = uploadContextSchema.safeParse(merged);
  if (!parsed.success) {
    // The schema's messages are said with their codes, so AppError finds them from the English.
    throw new AppError(
      'VALIDATION_FAILED',
      parsed.error.issues[0]?.message ?? phrase('attachment.invalidContext'),
      {
        details: parsed.error.issues.map((i) => ({
          path: ['context', ...i.path].join('.'),
          message: i.message,
        })),
      },
    );
  }
  return parsed.data;
}

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Reads one multipart upload: the `file` part and the fields, in any order. The size limit
 * is enforced while streaming, so an oversized file is refused without being kept.
 */
async function readUpload(request: FastifyRequest): Promise<{ file: IncomingFile; context: UploadContext }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', phrase('attachment.multipartRequired'));
  }
  const fields: Record<string, string> = {};
  let file: IncomingFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', phrase('attachment.oneFileInPart'));
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        phrase('attachment.tooLarge', { megabytes: MAX_UPLOAD_BYTES / MEGABYTE }),
      );
    if (errorCode(error) === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION_FAILED', phrase('attachment.onePerUpload'));
    throw error;
  }
  if (!file) throw new AppError('VALIDATION_FAILED', phrase('attachment.noFile'));
  return { file, context: parseContext(fields) };
}

/** What makes two uploads the same request (an Idempotency-Key retry): the bytes, name and context. */
const uploadDigest = (file: IncomingFile, context: UploadContext) =>
  createHash('sha256')
    .update(file.bytes)
    .update(`\n${file.fileName}\n${JSON.stringify(context)}`)
    .digest('hex');

export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { attachments } = app.services;
  const tags = ['attachments'];
  const write = { access: 'attachments.write' as const };
  const read = { access: 'attachments.read' as const };
  app.decorateRequest('upload', null);

  // The body is read and checked (thumbnail included) before the handler, so a slow upload or
  // the image work never holds a database connection.
  const readAndPrepare = async (request: FastifyRequest) => {
    const { file, context } = await readUpload(request);
    request.upload = { file: await attachments.prepare(file), context };
    request.idempotencyContent = uploadDigest(file, context);
  };
  // Two paths, one behaviour: the spec's uploader uses /api/upload, its forms /api/attachments.
  for (const url of ['/api/upload', '/api/attachments']) {
    app.post(
      url,
      {
        config: write,
        preHandler: readAndPrepare,
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: attachmentSchema } },
      },
      async (request, reply) => {
        if (!request.upload) throw new AppError('VALIDATION_FAILED', phrase('attachment.noFile'));
        const { file, context } = request.upload;
        return reply.code(201).send(await attachments.store(requireAuth(request), file, context));
      },
    );
  }

  app.get(
    '/api/attachments',
    {
      config: read,
      schema: { tags, querystring: listAttachmentsQuerySchema, response: { 200: z.array(attachmentSchema) } },
    },
    async (request, reply) =>
      sendWholeList(reply, await attachments.list(requireAuth(request), request.query), request.query),
  );

  for (const [suffix, kind] of [
    ['file', 'data'],
    ['thumbnail', 'thumbnail'],
  ] as const) {
    app.get(
      `/api/attachments/:id/${suffix}`,
      { config: read, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        const { bytes, headers } = await attachments.content(requireAuth(request), request.params.id, kind);
        return reply.headers(headers).send(bytes);
      },
    );
  }

  app.delete(
    '/api/attachments/:id',
    { config: write, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await attachments.remove(requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
