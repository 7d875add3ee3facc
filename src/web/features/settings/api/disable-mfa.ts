import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaDisable } from '@shared/schemas/auth';
import type { MessageResponse } from '@shared/schemas/common';
import { apiRequest } from '@web/lib/api-client';
import { myProfileKey } from '@web/lib/auth/my-profile';

export function disableMfa(input: MfaDisable): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/mfa/disable', { method: 'POST', body: input });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileKey }),
  });
}
