import { MapPinOff } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '@web/components/brand-logo';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';

export function NotFoundContent() {
  return (
    <Card className="mx-auto w-full max-w-lg">
      <div className="flex flex-col items-center px-6 py-10 text-center sm:py-12">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-warning/15 text-warning">
          <MapPinOff className="size-6" aria-hidden />
        </div>
        <h1 className="text-xl font-semibold tracking-tight">404 Page Not Found</h1>
        <p className="mt-2 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link href="/dashboard" className={buttonClasses({ className: 'mt-6' })}>
          Back to dashboard
        </Link>
      </div>
    </Card>
  );
}

/** The 404 for visitors who are not signed in: no layout, just the brand and the message. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-background p-4">
      <BrandLogo />
      <NotFoundContent />
    </div>
  );
}
