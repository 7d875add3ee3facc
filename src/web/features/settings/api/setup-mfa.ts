import { useMutation } from '@tanstack/react-query';
import type { MfaSetupResponse } from '@shared/schemas/auth';
import { apiRequest } from '@web/lib/api-client';

export function setupMfa(): Promise<MfaSetupResponse> {
  return apiRequest<MfaSetupResponse>('/api/auth/mfa/setup', { method: 'POST', body: { type: 'totp' } });
}

export function useSetupMfa() {
  return useMutation({ mutationFn: setupMfa });
}
