import { useEffect, useState } from 'react';
import type { LoginResponse } from '@shared/schemas/auth';
import type { SsoAvailability } from '@shared/schemas/sso';
import { apiRequest } from '@web/lib/api-client';

/** Where the "Sign in with …" button sends the browser: the server redirects on to the provider. */
export const SSO_START_URL = '/api/auth/sso/start';

const fetchSsoAvailability = () =>
  apiRequest<SsoAvailability>('/api/auth/sso', { authenticated: false, renewOnUnauthorized: false });

/**
 * Whether the sign-in page offers single sign-on, and the button's label; off (undefined) until
 * and unless the server says. Asked once per visit to the page, without TanStack Query, which
 * the sign-in page does not load (ADR 69).
 */
export function useSsoAvailability(): SsoAvailability | undefined {
  const [availability, setAvailability] = useState<SsoAvailability>();
  useEffect(() => {
    let current = true;
    fetchSsoAvailability().then(
      (answer) => {
        if (current) setAvailability(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return availability;
}

/** Takes over the session the provider's callback opened (its refresh token waits in an httpOnly cookie). */
export const postSsoHandoff = () =>
  apiRequest<LoginResponse>('/api/auth/sso/session', {
    method: 'POST',
    authenticated: false,
    renewOnUnauthorized: false,
  });
