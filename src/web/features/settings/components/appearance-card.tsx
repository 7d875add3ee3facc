import { Monitor, Moon, Sun } from 'lucide-react';
import { LanguageSelect } from '@web/components/language-select';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { useThemePreference, type ThemePreference } from '@web/lib/theme';
import { toast } from '@web/lib/toast/toast-store';
import { cn } from '@web/lib/cn';
import { useSaveLanguage } from '@web/lib/i18n/profile-language';
import { settingsMessages } from '../messages';

const THEMES = [
  { value: 'system', label: 'appearance.theme.system', icon: Monitor },
  { value: 'light', label: 'appearance.theme.light', icon: Sun },
  { value: 'dark', label: 'appearance.theme.dark', icon: Moon },
] as const satisfies ReadonlyArray<{ value: ThemePreference; label: string; icon: typeof Sun }>;

/** The language (kept in the profile, so mails speak it too) and the theme (kept on this device). */
export function AppearanceCard() {
  const t = useT(settingsMessages);
  const [theme, setTheme] = useThemePreference();
  const saveLanguage = useSaveLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('appearance.title')}</CardTitle>
        <CardDescription>{t('appearance.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <LanguageSelect
          label={t('appearance.language')}
          onChosen={(locale) =>
            saveLanguage.mutate(locale, {
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: t('appearance.languageNotSaved', {
                    reason: error instanceof ApiError ? error.message : String(error),
                  }),
                }),
            })
          }
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('appearance.theme')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {THEMES.map(({ value, label, icon: Icon }) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  theme === value ? 'border-primary bg-primary/10 font-medium' : 'bg-card hover:bg-accent',
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => setTheme(value)}
                  className="sr-only"
                />
                <Icon className="size-4" aria-hidden />
                {t(label)}
              </label>
            ))}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
