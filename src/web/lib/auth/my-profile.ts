import { useQuery } from '@tanstack/react-query';
import type { MyProfile } from '@shared/schemas/profiles';
import { apiRequest } from '@web/lib/api-client';

export const myProfileKey = ['profile', 'me'] as const;

export function getMyProfile(): Promise<MyProfile> {
  return apiRequest<MyProfile>('/api/profiles/me');
}

export function useMyProfile() {
  return useQuery({ queryKey: myProfileKey, queryFn: getMyProfile });
}
