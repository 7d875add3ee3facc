import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUser, User } from '@shared/schemas/users';
import { apiRequest } from '@web/lib/api-client';
import { usersKey } from './list-users';

/** If-Match carries the version the admin saw: a change made meanwhile answers 409, not a silent overwrite. */
export function updateUser({ user, changes }: { user: User; changes: UpdateUser }): Promise<User> {
  return apiRequest<User>(`/api/users/${user.id}`, {
    method: 'PATCH',
    body: changes,
    headers: { 'If-Match': String(user.version) },
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // A conflict means the list is stale too, so refresh it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
