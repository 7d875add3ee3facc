import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shared/locales';
import type { MyProfile } from '@shared/schemas/profiles';
import { apiRequest } from '@web/lib/api-client';
import { myProfileKey } from '@web/lib/auth/my-profile';

/** Keeps the language in the profile: notifications and mails are written in it (issue 29 §2). */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) =>
      apiRequest<MyProfile>('/api/profiles/me/language', { method: 'PUT', body: { locale } }),
    onSuccess: (profile) => queryClient.setQueryData(myProfileKey, profile),
  });
}
