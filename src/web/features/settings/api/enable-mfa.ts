import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaEnable } from '@shared/schemas/auth';
import type { MessageResponse } from '@shared/schemas/common';
import { apiRequest } from '@web/lib/api-client';
import { myProfileKey } from '@web/lib/auth/my-profile';

export function enableMfa(input: MfaEnable): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/mfa/enable', { method: 'POST', body: input });
}

export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileKey }),
  });
}
