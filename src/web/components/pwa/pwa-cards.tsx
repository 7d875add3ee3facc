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
 * The install and update cards, stacked in a corner that keeps the header and the screen's
 * primary buttons free: bottom right on desktop, along the bottom edge on phones, under dialogs.
 */
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
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-80 [&>*]:pointer-events-auto">
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
