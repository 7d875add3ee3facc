import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@shared/schemas/auth';
import type { MessageResponse } from '@shared/schemas/common';
import { apiRequest } from '@web/lib/api-client';

export function changePassword(input: ChangePassword): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
