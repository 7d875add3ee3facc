import { afterEach, describe, expect, it, vi } from 'vitest';
import EARLY_SCRIPT from '../public/theme-init.js?raw';
import { applyTheme } from './theme';

function systemPrefersDark(isDark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: isDark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList,
  );
}

/** What the page shows: the class and the colour scheme on <html>. */
const shown = () => [
  document.documentElement.classList.contains('dark'),
  document.documentElement.style.colorScheme,
];

function reset() {
  document.documentElement.classList.remove('dark');
  document.documentElement.style.colorScheme = '';
}

describe('the theme before the first paint (public/theme-init.js)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
    reset();
  });

  for (const stored of [null, 'light', 'dark', 'sepia']) {
    for (const isDark of [false, true]) {
      it(`applies what the app applies: stored ${String(stored)}, system ${isDark ? 'dark' : 'light'}`, () => {
        if (stored) window.localStorage.setItem('fieldworkTheme', stored);
        systemPrefersDark(isDark);
        new Function(EARLY_SCRIPT)();
        const early = shown();
        reset();
        applyTheme();
        expect(early).toEqual(shown());
        expect(early[0]).toBe(stored === 'dark' || (stored !== 'light' && isDark));
      });
    }
  }
});
