import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backlogQuerySchema,
  calendarFeedOwnerParamsSchema,
  calendarFeedQuerySchema,
  calendarFeedSchema,
  distributeSchema,
  distributionSchema,
  issuedCalendarFeedSchema,
  planningCardSchema,
  planningQuerySchema,
  planningSchema,
} from '../../../shared/schemas/planning';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/** What the backlog's headers mean (ADR 34), for the OpenAPI document: as the work-order list's. */
const BACKLOG_HEADERS = [
  'Open orders nobody has scheduled, due first, a page at a time. `X-Total-Count`: how many match, counted',
  'on the first page (with no `cursor`) and carried by the cursor to the next pages; past LIST_COUNT_LIMIT',
  'matches it is that number and `X-Total-Count-Relation: gte` says there are at least that many.',
  '`X-Next-Cursor`: the cursor of the next page, absent on the last.',
].join(' ');

/**
 * Requests for one feed address a minute: a calendar application polls every quarter of an hour
 * or less often, and the limit keeps anyone from trying tokens at speed.
 */
const FEED_REQUESTS_PER_MINUTE = 60;

/** The planning board (issue 26 §3 and §5): the week, the backlog, Distribute and the calendar feeds. */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { planning } = app.services;
  const tags = ['planning'];
  const manage = { access: 'planning.manage' as const };
  // A technician manages their own feed: the service's policy (policies/planning) refuses anyone else's.
  const feedOwner = { access: 'authenticated' as const };

  app.get(
    '/api/planning',
    { config: manage, schema: { tags, querystring: planningQuerySchema, response: { 200: planningSchema } } },
    async (request) => planning.board(requireAuth(request), request.query),
  );

  // A static path: it is matched before the feed's `/api/planning/:userId.ics`, whatever the order.
  app.get(
    '/api/planning/backlog',
    {
      config: manage,
      schema: {
        tags,
        description: BACKLOG_HEADERS,
        querystring: backlogQuerySchema,
        response: { 200: z.array(planningCardSchema) },
      },
    },
    async (request, reply) => {
      const page = await planning.backlog(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/api/planning/distribute',
    { config: manage, schema: { tags, body: distributeSchema, response: { 200: distributionSchema } } },
    async (request) => planning.distribute(requireAuth(request), request.body),
  );

  app.post(
    '/api/planning/:userId/calendar-feed',
    {
      config: feedOwner,
      schema: { tags, params: calendarFeedOwnerParamsSchema, response: { 201: issuedCalendarFeedSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await planning.issueFeed(requireAuth(request), request.params.userId)),
  );

  app.get(
    '/api/planning/:userId/calendar-feed',
    {
      config: feedOwner,
      schema: { tags, params: calendarFeedOwnerParamsSchema, response: { 200: calendarFeedSchema } },
    },
    async (request) => planning.feedStatus(requireAuth(request), request.params.userId),
  );

  app.delete(
    '/api/planning/:userId/calendar-feed',
    { config: feedOwner, schema: { tags, params: calendarFeedOwnerParamsSchema } },
    async (request, reply) => {
      await planning.revokeFeed(requireAuth(request), request.params.userId);
      return reply.code(204).send();
    },
  );

  // No sign-in: calendar applications cannot send one. The token in the address is the credential.
  // The path is issue 26's, `/api/planning/{userId}.ics`: the router takes the suffix after the id.
  app.get(
    '/api/planning/:userId.ics',
    {
      config: { access: 'public', rateLimit: { max: FEED_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags, params: calendarFeedOwnerParamsSchema, querystring: calendarFeedQuerySchema },
    },
    async (request, reply) => {
      const body = await planning.calendarFile(request.params.userId, request.query.token);
      // The address holds the secret: no shared cache may keep the answer.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
