import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shared/locales';
import type { MyProfile } from '@shared/schemas/profiles';
import { apiRequest } from '../api-client';
import { myProfileKey, useMyProfile } from '../auth/my-profile';
import { currentLocale, setLocale } from './locale-store';

/** Keeps the language in the profile: notifications and mails are written in it (issue 29 §2). */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) =>
      apiRequest<MyProfile>('/api/profiles/me/language', { method: 'PUT', body: { locale } }),
    onSuccess: (profile) => queryClient.setQueryData(myProfileKey, profile),
  });
}

/**
 * Signed in, the profile's language wins over the device's: a person who chose German on their
 * desk computer gets German on the shared tablet too. A profile without one (the first sign-in)
 * keeps the language this device already speaks.
 */
export function useProfileLanguage(): void {
  const { data: profile } = useMyProfile();
  const { mutate: saveLanguage } = useSaveLanguage();
  const chosen = profile?.locale;
  useEffect(() => {
    if (chosen === undefined) return;
    if (chosen === null) saveLanguage(currentLocale());
    else if (chosen !== currentLocale()) void setLocale(chosen);
  }, [chosen, saveLanguage]);
}
