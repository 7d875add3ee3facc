import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Markup that runs script wherever stored text reaches the DOM as HTML: an element with a
 * handler, a break out of an attribute, a script tag. Each sets `window.__xss` and opens an
 * alert, so an injection shows as a flag, as a dialog, or as the element itself.
 */
const PAYLOADS = [
  `<img src=x onerror="window.__xss=1;alert('img')">`,
  `"><svg onload="window.__xss=1;alert('svg')">`,
  `<script>window.__xss=1;alert('script')</script>`,
];

/** For text a screen might turn into a link. */
export const JAVASCRIPT_URL = "javascript:window.__xss=1;alert('url')//";

/**
 * The stored value of one field: its label (so the test can tell which field a screen shows)
 * and every payload that fits in `maxLength`, in turn.
 */
export function payload(label: string, maxLength = 200): string {
  let value = label;
  for (const markup of PAYLOADS) {
    if (`${value} ${markup}`.length <= maxLength) value = `${value} ${markup}`;
  }
  return value;
}

/** What an injection leaves behind in the page, all zero / false when nothing was injected. */
function injectionTraces() {
  return {
    flagSet: '__xss' in window,
    injectedElements: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').length,
    injectedScripts: Array.from(document.scripts).filter((script) => script.text.includes('__xss')).length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i], [src^="javascript:" i]').length,
  };
}

/**
 * Watches a page for injected markup: every dialog it opens (an injected alert) is recorded and
 * dismissed. `expectShown` waits for a part of a screen, checks that nothing was injected, then
 * that each stored text is on it as text, character for character (so a screen cannot pass by
 * showing nothing), and checks again once all of them are rendered.
 */
export function watchForInjection(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const expectNone = async () => {
    expect(await page.evaluate(injectionTraces)).toEqual({
      flagSet: false,
      injectedElements: 0,
      injectedScripts: 0,
      javascriptLinks: 0,
    });
    expect(dialogs).toEqual([]);
  };
  return {
    expectNone,
    async expectShown(scope: Locator, ...values: string[]): Promise<void> {
      await expect(scope.first()).toBeVisible();
      await expectNone();
      for (const value of values) {
        await expect(scope.getByText(value).first()).toBeVisible();
      }
      await expectNone();
    },
  };
}
