import { useState } from 'react';
import { useInstallPrompt } from '@web/lib/pwa/use-install-prompt';
import { useUpdateAvailable } from '@web/lib/pwa/use-update-available';
import { InstallAppCard } from './install-app-card';
import { UpdateAvailableCard } from './update-available-card';

const INSTALL_DISMISSED_KEY = 'fieldwork-install-card-dismissed';

function dismissedThisSession(): boolean {
  return window.sessionStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
}

/**
 * The install and update cards, where they cover neither the header nor a primary button:
 * bottom right on desktop (the page header's actions are at the top), along the bottom edge on
 * phones and above a phone's fixed action bar (data-bottom-bar, as the toaster does), and under
 * dialogs (z-40). While a toast shows at the foot (Radix marks it data-swipe-direction), the
 * cards move up past it so neither hides the other's buttons. Tailwind reads class names from
 * the source, so each variant is spelt out in full.
 */
const PLACEMENT = [
  'pointer-events-none fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 flex flex-col gap-2',
  'sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-80 [&>*]:pointer-events-auto',
  '[body:has([data-swipe-direction][data-state=open])_&]:bottom-[calc(7.5rem+env(safe-area-inset-bottom))]',
  'max-sm:[body:has([data-bottom-bar])_&]:bottom-[calc(4.75rem+env(safe-area-inset-bottom))]',
  'max-sm:[body:has([data-bottom-bar]):has([data-swipe-direction][data-state=open])_&]:bottom-[calc(12rem+env(safe-area-inset-bottom))]',
].join(' ');

export function PwaCards() {
  const { state, install } = useInstallPrompt();
  const { available, updating, update } = useUpdateAvailable();
  const [installDismissed, setInstallDismissed] = useState(dismissedThisSession);

  const dismissInstall = () => {
    window.sessionStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    setInstallDismissed(true);
  };

  const showInstall = (state === 'installable' || state === 'prompting') && !installDismissed;
  if (!showInstall && !available) return null;

  return (
    <div className={PLACEMENT}>
      {available ? <UpdateAvailableCard onUpdate={update} updating={updating} /> : null}
      {showInstall ? (
        <InstallAppCard
          onInstall={() => void install()}
          onDismiss={dismissInstall}
          busy={state === 'prompting'}
        />
      ) : null}
    </div>
  );
}
