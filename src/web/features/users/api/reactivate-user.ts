import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/users';
import { apiRequest } from '@web/lib/api-client';
import { usersKey } from './list-users';

export function reactivateUser(user: User): Promise<User> {
  return apiRequest<User>(`/api/users/${user.id}/reactivate`, {
    method: 'POST',
    headers: { 'If-Match': String(user.version) },
  });
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
