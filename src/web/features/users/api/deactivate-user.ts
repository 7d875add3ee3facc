import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/users';
import { apiRequest } from '@web/lib/api-client';
import { usersKey } from './list-users';

export function deactivateUser(user: User): Promise<User> {
  return apiRequest<User>(`/api/users/${user.id}/deactivate`, {
    method: 'POST',
    headers: { 'If-Match': String(user.version) },
  });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
