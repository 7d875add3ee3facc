import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUser, User } from '@shared/schemas/users';
import { apiRequest } from '@web/lib/api-client';
import { usersKey } from './list-users';

export function createUser(input: CreateUser): Promise<User> {
  return apiRequest<User>('/api/users', { method: 'POST', body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
