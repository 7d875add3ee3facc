import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { OfflineBanner, SyncStatus } from '@web/components/offline/sync-status';
import { SignOutWarning } from '@web/components/offline/sign-out-warning';
import { PwaCards } from '@web/components/pwa/pwa-cards';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { useAuth } from '@web/lib/auth/auth-context';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { useDeferredPrecache } from '@web/lib/pwa/use-deferred-precache';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { WorkOrderDialogHost } from '../dialogs/work-order-dialog-host';
import { OfflineSyncRoot } from '../offline/offline-sync-root';
import { appMessages } from '../messages';
import { RealtimeRoot } from '../realtime/realtime-root';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** The signed-in frame: sidebar on desktop, a menu sheet on phones, the header, then the screen. */
export default function AppLayout({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const [, navigate] = useLocation();
  const isMobile = useIsMobile();
  const t = useT(appMessages);
  const [isSignOutWarningOpen, setSignOutWarningOpen] = useState(false);
  useDeferredPrecache();
  if (!user) return null;

  const signOut = () => {
    setSignOutWarningOpen(false);
    void logout().then(() => navigate('/login', { replace: true }));
  };
  const handleLogout = () => {
    if (changeQueue.getSnapshot().actions.length > 0) setSignOutWarningOpen(true);
    else signOut();
  };

  return (
    <OfflineSyncRoot userId={user.id}>
      <RealtimeRoot>
        <TooltipProvider delayDuration={300}>
          <div className="min-h-dvh bg-background">
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
            >
              {t('layout.skipToContent')}
            </a>
            {isMobile ? null : <Sidebar user={user} />}
            <div className={cn('flex min-h-dvh min-w-0 flex-col', !isMobile && 'pl-sidebar')}>
              <Header
                user={user}
                isMobile={isMobile}
                notifications={<NotificationBell />}
                syncStatus={<SyncStatus compact={isMobile} />}
                onLogout={handleLogout}
              />
              <OfflineBanner />
              <main
                id="main"
                tabIndex={-1}
                className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none md:px-8 md:py-8"
              >
                <WorkOrderDialogHost>{children}</WorkOrderDialogHost>
              </main>
            </div>
            <PwaCards />
          </div>
        </TooltipProvider>
        <SignOutWarning
          open={isSignOutWarningOpen}
          onOpenChange={setSignOutWarningOpen}
          onSignOut={signOut}
        />
      </RealtimeRoot>
    </OfflineSyncRoot>
  );
}
