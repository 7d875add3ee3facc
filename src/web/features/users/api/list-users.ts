import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { User } from '@shared/schemas/users';
import { apiRequestAll } from '@web/lib/api-client';

export interface UserFilters {
  q: string;
  includeInactive: boolean;
}

export const usersKey = ['users'] as const;

export function listUsers({ q, includeInactive }: UserFilters): Promise<User[]> {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (includeInactive) params.set('includeInactive', 'true');
  const query = params.toString();
  return apiRequestAll<User>(`/api/users${query ? `?${query}` : ''}`);
}

export function useUsers(filters: UserFilters) {
  return useQuery({
    queryKey: [...usersKey, filters],
    queryFn: () => listUsers(filters),
    // Keep the table on screen while a new search loads instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
