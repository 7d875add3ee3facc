import { useEffect, type ReactNode } from 'react';
import { Link2Off } from 'lucide-react';
import { BrandMark } from '@web/components/brand-logo';
import { LanguageSelect } from '@web/components/language-select';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { portalMessages } from '../messages';

/**
 * The public pages' own frame: no sidebar, header or search, nothing about the plant but its
 * name. One column that fits a 320 px phone.
 */
export function PortalFrame({
  title,
  titleCode,
  plantName,
  children,
}: {
  title: string;
  /** A code after the title (a request's number), kept on one line on a narrow phone. */
  titleCode?: string;
  plantName?: string;
  children: ReactNode;
}) {
  const t = useT(portalMessages);
  const fullTitle = titleCode ? `${title} ${titleCode}` : title;
  useEffect(() => {
    document.title = `${fullTitle} · Fieldwork`;
  }, [fullTitle]);
  return (
    <div className="min-h-dvh bg-background">
      <main className="mx-auto grid w-full max-w-lg gap-5 px-4 py-6 sm:py-10">
        <header className="flex items-center gap-3">
          <BrandMark className="size-9" />
          <div className="min-w-0">
            {plantName ? <p className="truncate text-sm text-muted-foreground">{plantName}</p> : null}
            <h1 className="text-xl font-semibold tracking-tight wrap-anywhere">
              {title}
              {titleCode ? (
                <>
                  {' '}
                  <span className="whitespace-nowrap">{titleCode}</span>
                </>
              ) : null}
            </h1>
          </div>
        </header>
        {children}
        {/* The requester has no profile: the language is the device's, chosen here or the browser's. */}
        <LanguageSelect label={t('language')} className="mt-4 max-w-56" />
      </main>
    </div>
  );
}

export function PortalLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-muted-foreground">
      <Spinner className="size-6" label={label} />
    </div>
  );
}

/** An unknown, disabled or rotated key: the server answers 404 and says nothing more. */
export function LinkNotInUse() {
  const t = useT(portalMessages);
  return (
    <PortalFrame title={t('gone.title')}>
      <div className="grid justify-items-center gap-3 rounded-xl border bg-card p-6 text-center">
        <Link2Off className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{t('gone.text')}</p>
        <p className="text-sm text-muted-foreground">{t('gone.hint')}</p>
      </div>
    </PortalFrame>
  );
}
