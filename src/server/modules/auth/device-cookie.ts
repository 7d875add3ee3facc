import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_TTL_DAYS } from '../../../shared/constants';

const DEVICE_COOKIE = 'fieldwork_device';

/** The known-device token this browser sent, if any (sign-in and password change only). */
export const readDeviceToken = (request: FastifyRequest): string | undefined =>
  request.cookies[DEVICE_COOKIE];

/**
 * Keeps the device token where scripts cannot read it (httpOnly) and other sites cannot make
 * the browser send it (SameSite=Strict), and sends it only to the sign-in routes. Secure when
 * the request came over https: the app is also served over plain http on a LAN.
 */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/api/auth',
    maxAge: KNOWN_DEVICE_TTL_DAYS * 86_400,
  });
}
