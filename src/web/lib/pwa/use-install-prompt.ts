import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../toast/toast-store';
import { libText } from '../lib-texts';

/**
 * Install flow (core spec §4): installable → prompt → accepted or dismissed → installed.
 * 'unavailable' until the browser offers an install (it never does in an installed app).
 */
export type InstallState =
  'unavailable' | 'installable' | 'prompting' | 'accepted' | 'dismissed' | 'installed';

/** Chromium's beforeinstallprompt event; not in TypeScript's DOM library. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

/** The parts of `window` the hook listens to (tests pass their own). */
export type InstallWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'matchMedia'>;

const STANDALONE = '(display-mode: standalone)';

export function useInstallPrompt(target: InstallWindow = window) {
  const [state, setState] = useState<InstallState>(() =>
    target.matchMedia(STANDALONE).matches ? 'installed' : 'unavailable',
  );
  // The browser's event is kept to call prompt() later; it can prompt once only.
  const deferredPrompt = useRef<InstallPromptEvent | null>(null);

  useEffect(() => {
    const onInstallable = (event: Event) => {
      if (!isInstallPromptEvent(event)) return;
      // Keeps the browser's own mini-infobar away: the card asks instead.
      event.preventDefault();
      deferredPrompt.current = event;
      setState((current) => (current === 'installed' ? current : 'installable'));
    };
    const onInstalled = () => {
      deferredPrompt.current = null;
      setState('installed');
    };
    const standalone = target.matchMedia(STANDALONE);
    const onDisplayMode = (event: MediaQueryListEvent) => {
      if (event.matches) onInstalled();
    };
    target.addEventListener('beforeinstallprompt', onInstallable);
    target.addEventListener('appinstalled', onInstalled);
    standalone.addEventListener('change', onDisplayMode);
    return () => {
      target.removeEventListener('beforeinstallprompt', onInstallable);
      target.removeEventListener('appinstalled', onInstalled);
      standalone.removeEventListener('change', onDisplayMode);
    };
  }, [target]);

  const install = useCallback(async () => {
    const prompt = deferredPrompt.current;
    if (!prompt) return;
    deferredPrompt.current = null;
    setState('prompting');
    try {
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      // 'accepted' turns into 'installed' when the browser fires appinstalled.
      setState((current) => (current === 'installed' ? current : outcome));
    } catch (error) {
      setState('dismissed');
      toast({
        title: libText('install.failed'),
        description: error instanceof Error ? error.message : libText('install.failedDescription'),
        variant: 'destructive',
      });
    }
  }, []);

  return { state, install };
}
