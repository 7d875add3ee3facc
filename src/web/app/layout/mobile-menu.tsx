import { useState } from 'react';
import { LogOut, Menu } from 'lucide-react';
import { useLocation } from 'wouter';
import type { SessionUser } from '@shared/schemas/auth';
import { BrandLogo } from '@web/components/brand-logo';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n/use-t';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import { appMessages } from '../messages';
import { useNavCounts } from './nav-counts';
import { NavList } from './nav-list';
import { MOBILE_MENU, findActiveHref, visibleEntries } from './navigation';
import { UserSummary } from './user-summary';

/** The phone menu (core spec §2): a sheet with the main screens, the user and Logout. */
export function MobileMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [location] = useLocation();
  const t = useT(appMessages);
  const entries = visibleEntries(MOBILE_MENU, user.role);
  const counts = useNavCounts(user.role);
  const activeHref = findActiveHref(
    location,
    entries.map((entry) => entry.href),
  );

  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('menu.open')} className="-ml-2">
          <Menu className="size-5!" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent className="bg-sidebar text-sidebar-foreground" closeClassName="text-sidebar-foreground">
        <div className="flex h-header shrink-0 items-center px-5 text-sidebar-accent-foreground">
          <BrandLogo markClassName="size-7" />
        </div>
        <SheetTitle className="sr-only">{t('menu.title')}</SheetTitle>
        <SheetDescription className="sr-only">{t('menu.description')}</SheetDescription>
        <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto px-3 py-2">
          <NavList
            entries={entries}
            activeHref={activeHref}
            counts={counts}
            onNavigate={() => setIsOpen(false)}
          />
        </nav>
        <div className="shrink-0 space-y-2 border-t border-sidebar-border p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <UserSummary user={user} className="pb-1" />
          <button
            type="button"
            onClick={() => {
              setIsOpen(false);
              onLogout();
            }}
            className="flex h-11 w-full items-center gap-3 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground"
          >
            <LogOut className="size-[18px] text-sidebar-muted" aria-hidden />
            {t('userMenu.logout')}
          </button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
