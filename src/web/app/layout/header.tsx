import type { ReactNode } from 'react';
import { ScanLine } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { SessionUser } from '@shared/schemas/auth';
import { BrandLogo } from '@web/components/brand-logo';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n/use-t';
import { appMessages } from '../messages';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

/**
 * The top bar (core spec §2). On phones the menu button and logo lead, and the search field
 * gets its own row so it stays wide enough to type in.
 */
export function Header({
  user,
  isMobile,
  notifications,
  syncStatus,
  onLogout,
}: {
  user: SessionUser;
  isMobile: boolean;
  notifications: ReactNode;
  syncStatus: ReactNode;
  onLogout: () => void;
}) {
  const [, navigate] = useLocation();
  const t = useT(appMessages);
  return (
    <header className="sticky top-0 z-20 border-b bg-background/90 backdrop-blur-md">
      <div className="flex h-header items-center gap-2 px-3 sm:px-4 md:gap-4 md:px-8">
        {isMobile ? (
          <>
            <MobileMenu user={user} onLogout={onLogout} />
            <Link
              href="/dashboard"
              aria-label={t('header.home')}
              className="flex min-h-11 items-center rounded-md"
            >
              <BrandLogo className="text-base" markClassName="size-7" />
            </Link>
          </>
        ) : (
          <SearchBox className="w-full max-w-md" />
        )}
        <div className="ml-auto flex items-center sm:gap-1">
          {isMobile ? (
            // The camera scanner arrives with the equipment screen; until then this opens it.
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('header.scan')}
              onClick={() => navigate('/equipment?scan')}
            >
              <ScanLine className="size-5!" aria-hidden />
            </Button>
          ) : null}
          {syncStatus}
          {notifications}
          <UserMenu user={user} onLogout={onLogout} />
        </div>
      </div>
      {isMobile ? (
        <div className="px-3 pb-3 sm:px-4">
          <SearchBox />
        </div>
      ) : null}
    </header>
  );
}
