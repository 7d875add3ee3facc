import type { Page } from '@playwright/test';

/** Errors the page logs or throws while a journey runs: a screen must show none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The elements inside `scope` that reach past the viewport's right edge (tag, classes, right
 * edge), deepest first; empty when none does.
 */
export function sidewaysOverflow(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(`${selector} *`)]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .reverse()
        .slice(0, 5)
        .map(
          (element) => `${element.tagName} ${element.className} → ${element.getBoundingClientRect().right}`,
        ),
    scope,
  );
}
