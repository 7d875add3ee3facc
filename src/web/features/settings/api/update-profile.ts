import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyProfile, UpdateProfile } from '@shared/schemas/profiles';
import { apiRequest } from '@web/lib/api-client';
import { myProfileKey } from '@web/lib/auth/my-profile';

export function updateProfile(input: UpdateProfile): Promise<MyProfile> {
  return apiRequest<MyProfile>('/api/profiles/me', { method: 'PATCH', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(myProfileKey, profile),
  });
}
