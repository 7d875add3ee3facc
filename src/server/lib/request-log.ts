import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it completes: Fastify's default adds an "incoming
 * request" line to each, doubling the log volume of a busy instance (issue 14 §3). The line
 * carries what both had — method, URL, host and address (Fastify's request serializer, never
 * headers or bodies), status and time, with the request id bound to every line of the request —
 * and the signed-in person, if any. Failures are still logged where they are handled (the
 * error handler) and by Fastify (a response that failed to write).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      ...(request.auth ? { userId: request.auth.userId } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
