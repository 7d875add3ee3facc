import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsQuerySchema,
  costAnalysisSchema,
  equipmentPerformanceSchema,
  fleetPerformanceSchema,
  inventoryAnalyticsSchema,
  kpisSchema,
  listEquipmentPerformanceQuerySchema,
  maintenanceTrendsSchema,
  performanceTrendPointSchema,
  performanceTrendsQuerySchema,
  purchasingAnalyticsSchema,
  subtreeAnalyticsQuerySchema,
} from '../../../shared/schemas/analytics';
import { failureCodesSchema } from '../../../shared/schemas/failure-codes';
import { stepFailuresSchema } from '../../../shared/schemas/step-failures';
import { sendWholeList } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';
import { ANALYTICS_SHARING } from './analytics.service';

/**
 * Reliability analytics of the caller's warehouse (issue 12, operations spec §2, §3, §9); the
 * equipment figures and costs also of a location's or a parent's subtree (issue 24).
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analytics } = app.services;
  const tags = ['analytics'];
  // Every read here is cached by the service for a minute, cleared by these topics: its answer too.
  const config = {
    access: 'analytics.read' as const,
    sharedAnswer: ANALYTICS_SHARING,
  };

  app.get(
    '/api/analytics/equipment-performance',
    {
      config,
      schema: {
        tags,
        querystring: listEquipmentPerformanceQuerySchema,
        response: { 200: z.array(equipmentPerformanceSchema) },
      },
    },
    async (request, reply) =>
      sendWholeList(
        reply,
        await analytics.listEquipmentPerformance(requireAuth(request), request.query),
        request.query,
      ),
  );
  app.get(
    '/api/analytics/equipment-performance/summary',
    {
      config,
      schema: { tags, querystring: subtreeAnalyticsQuerySchema, response: { 200: fleetPerformanceSchema } },
    },
    async (request) => analytics.fleetPerformance(requireAuth(request), request.query),
  );
  app.get(
    '/api/analytics/performance-trends',
    {
      config,
      schema: {
        tags,
        querystring: performanceTrendsQuerySchema,
        response: { 200: z.array(performanceTrendPointSchema) },
      },
    },
    async (request, reply) =>
      sendWholeList(
        reply,
        await analytics.performanceTrends(requireAuth(request), request.query.days),
        request.query,
      ),
  );
  app.get(
    '/api/analytics/kpis',
    { config, schema: { tags, querystring: analyticsQuerySchema, response: { 200: kpisSchema } } },
    async (request) => analytics.kpisOfDays(requireAuth(request), request.query.days),
  );
  app.get(
    '/api/analytics/maintenance-trends',
    {
      config,
      schema: { tags, querystring: analyticsQuerySchema, response: { 200: maintenanceTrendsSchema } },
    },
    async (request) => analytics.maintenanceTrends(requireAuth(request), request.query.days),
  );
  // Failed and flagged procedure steps (issue 25 §7), beside the maintenance trends.
  app.get(
    '/api/analytics/step-failures',
    { config, schema: { tags, querystring: analyticsQuerySchema, response: { 200: stepFailuresSchema } } },
    async (request) => analytics.stepFailures(requireAuth(request), request.query.days),
  );
  // Failures by close-out code, per equipment and model (issue 25 §8), beside the maintenance trends.
  app.get(
    '/api/analytics/failure-codes',
    { config, schema: { tags, querystring: analyticsQuerySchema, response: { 200: failureCodesSchema } } },
    async (request) => analytics.failureCodes(requireAuth(request), request.query.days),
  );
  app.get(
    '/api/analytics/costs',
    {
      config,
      schema: { tags, querystring: subtreeAnalyticsQuerySchema, response: { 200: costAnalysisSchema } },
    },
    async (request) => analytics.costs(requireAuth(request), request.query),
  );
  app.get(
    '/api/analytics/inventory',
    {
      config,
      schema: { tags, querystring: analyticsQuerySchema, response: { 200: inventoryAnalyticsSchema } },
    },
    async (request) => analytics.inventory(requireAuth(request), request.query.days),
  );
  // Spend, open commitments and vendor lead times (issue 27 §8), beside the inventory figures.
  app.get(
    '/api/analytics/purchasing',
    {
      config,
      schema: { tags, querystring: analyticsQuerySchema, response: { 200: purchasingAnalyticsSchema } },
    },
    async (request) => analytics.purchasing(requireAuth(request), request.query.days),
  );
};
