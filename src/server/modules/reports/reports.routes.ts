import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  monthlySummaryQuerySchema,
  monthlySummarySchema,
  periodExportQuerySchema,
  workOrderSheetsQuerySchema,
  workOrderSheetsSchema,
  workOrdersExportQuerySchema,
} from '../../../shared/schemas/reports';
import { requireAuth } from '../../plugins/auth-guard';
import type { CsvExport } from './csv-export';

/** A CSV download: the browser saves it under its name instead of showing it. */
function sendCsv(reply: FastifyReply, csv: CsvExport) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv.body);
}

/** Reports (issue 12 §5): streamed CSV exports and the data of the printable sheets. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { exports, sheets, analytics } = app.services;
  const tags = ['reports'];
  const config = { access: 'analytics.read' as const };

  app.get(
    '/api/reports/work-orders.csv',
    { config, schema: { tags, querystring: workOrdersExportQuerySchema } },
    async (request, reply) => sendCsv(reply, await exports.workOrders(requireAuth(request), request.query)),
  );
  app.get('/api/reports/equipment.csv', { config, schema: { tags } }, async (request, reply) =>
    sendCsv(reply, await exports.equipment(requireAuth(request))),
  );
  app.get('/api/reports/parts.csv', { config, schema: { tags } }, async (request, reply) =>
    sendCsv(reply, await exports.parts(requireAuth(request))),
  );
  app.get(
    '/api/reports/downtime.csv',
    { config, schema: { tags, querystring: periodExportQuerySchema } },
    async (request, reply) => sendCsv(reply, await exports.downtime(requireAuth(request), request.query)),
  );
  app.get(
    '/api/reports/pm-compliance.csv',
    { config, schema: { tags, querystring: periodExportQuerySchema } },
    async (request, reply) => sendCsv(reply, await exports.pmCompliance(requireAuth(request), request.query)),
  );
  app.get(
    '/api/reports/work-order-sheets',
    {
      config,
      schema: { tags, querystring: workOrderSheetsQuerySchema, response: { 200: workOrderSheetsSchema } },
    },
    async (request) => sheets.sheets(requireAuth(request), request.query.ids),
  );

  app.get(
    '/api/reports/monthly-summary',
    {
      config,
      schema: { tags, querystring: monthlySummaryQuerySchema, response: { 200: monthlySummarySchema } },
    },
    async (request) => analytics.monthlySummary(requireAuth(request), request.query.month),
  );
};
