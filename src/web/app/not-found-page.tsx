import { MapPinOff } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from '@web/components/brand-logo';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { appMessages } from './messages';

/**
 * What was not found and the way back, in words a person at the plant can act on (issue 22:
 * the spec's "Did you forget to add the page to the router?" was a note for developers). The
 * path is shown as typed, so a mistyped or old link is easy to spot or to pass on.
 */
export function NotFoundContent({ isSignedIn = true }: { isSignedIn?: boolean }) {
  const [path] = useLocation();
  const t = useT(appMessages);
  return (
    <Card className="mx-auto w-full max-w-lg">
      <div className="flex flex-col items-center px-6 py-10 text-center sm:py-12">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-warning/15 text-warning">
          <MapPinOff className="size-6" aria-hidden />
        </div>
        <h1 className="text-xl font-semibold tracking-tight">{t('notFound.heading')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <UserText>{t(isSignedIn ? 'notFound.textSignedIn' : 'notFound.textSignedOut', { path })}</UserText>
        </p>
        <Link href={isSignedIn ? '/dashboard' : '/login'} className={buttonClasses({ className: 'mt-6' })}>
          {isSignedIn ? t('notFound.backToDashboard') : t('notFound.goToSignIn')}
        </Link>
      </div>
    </Card>
  );
}

/** The 404 for visitors who are not signed in: no layout, just the brand and the message. */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-background p-4">
      <BrandLogo />
      <NotFoundContent isSignedIn={false} />
    </div>
  );
}
