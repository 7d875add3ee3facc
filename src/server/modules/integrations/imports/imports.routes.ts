import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phrase } from '../../../../shared/i18n/error-texts';
import { idParamsSchema } from '../../../../shared/schemas/common';
import {
  IMPORT_ACCESS,
  IMPORT_KINDS,
  importPreviewSchema,
  MAX_IMPORT_BYTES,
} from '../../../../shared/schemas/imports';
import { AppError } from '../../../lib/app-error';
import { requireAuth } from '../../../plugins/auth-guard';
import type { UploadedCsv } from './imports.service';

const MAX_MB = MAX_IMPORT_BYTES / 1024 / 1024;
const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

/** The one `file` part of a multipart upload, read within the import's own size limit. */
async function readCsvUpload(request: FastifyRequest): Promise<UploadedCsv> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', phrase('import.multipartRequired'));
  }
  let file: UploadedCsv | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', phrase('import.oneFilePart'));
      }
      file = { fileName: part.filename || null, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', phrase('import.fileTooLarge', { max: MAX_MB }));
    }
    if (errorCode(error) === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION_FAILED', phrase('import.onePerImport'));
    throw error;
  }
  // The attachments' upload says the same sentence, so it is the same code.
  if (!file) throw new AppError('VALIDATION_FAILED', phrase('attachment.noFile'));
  return file;
}

/**
 * CSV import (issue 28 §4): one set of routes per kind, each guarded by the permission that
 * creates that kind by hand, so the route table alone says who may import what.
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app.services;
  const tags = ['imports'];

  for (const kind of IMPORT_KINDS) {
    const config = { access: IMPORT_ACCESS[kind] };

    app.post(
      `/api/imports/${kind}`,
      { config, schema: { tags, consumes: ['multipart/form-data'], response: { 201: importPreviewSchema } } },
      async (request, reply) => {
        const file = await readCsvUpload(request);
        request.idempotencyContent = createHash('sha256')
          .update(file.bytes)
          .update(`\n${file.fileName}`)
          .digest('hex');
        return reply.code(201).send(await imports.dryRun(requireAuth(request), kind, file));
      },
    );

    app.get(
      `/api/imports/${kind}/:id`,
      { config, schema: { tags, params: idParamsSchema, response: { 200: importPreviewSchema } } },
      async (request) => imports.get(requireAuth(request), kind, request.params.id),
    );

    app.post(
      `/api/imports/${kind}/:id/commit`,
      { config, schema: { tags, params: idParamsSchema, response: { 200: importPreviewSchema } } },
      async (request) => imports.commit(requireAuth(request), kind, request.params.id),
    );

    app.get(`/api/imports/templates/${kind}.csv`, { config, schema: { tags } }, async (request, reply) => {
      requireAuth(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-template.csv"`)
        .send(imports.template(kind));
    });
  }
};
