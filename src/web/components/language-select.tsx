import { useId } from 'react';
import { Languages } from 'lucide-react';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@shared/locales';
import { cn } from '@web/lib/cn';
import { setLocale } from '@web/lib/i18n/locale-store';
import { useLocale } from '@web/lib/i18n/use-t';
import { inputClasses } from './ui/input';

/**
 * The language switch of the sign-in page and Settings: a native select, light enough for the
 * sign-in page's budget and spoken well by every screen reader. Each language names itself.
 */
export function LanguageSelect({
  label,
  onChosen,
  className,
}: {
  label: string;
  /** Called once the screens speak the new language (Settings keeps it in the profile). */
  onChosen?: (locale: Locale) => void;
  className?: string;
}) {
  const id = useId();
  const locale = useLocale();
  return (
    <div className={cn('grid gap-2', className)}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <Languages className="size-4 text-muted-foreground" aria-hidden />
        {label}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void setLocale(next).then(() => onChosen?.(next));
        }}
        className={cn(inputClasses, 'appearance-auto')}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
