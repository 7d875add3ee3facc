import { useQuery } from '@tanstack/react-query';
import type { MyProfile } from '@shared/schemas/profiles';
import { apiRequest } from '../api-client';

/** The signed-in person's profile (settings; what they may change of what every plant shares). */
export const myProfileKey = ['profile', 'me'] as const;

export function getMyProfile(): Promise<MyProfile> {
  return apiRequest<MyProfile>('/api/profiles/me');
}

export function useMyProfile() {
  return useQuery({ queryKey: myProfileKey, queryFn: getMyProfile });
}
