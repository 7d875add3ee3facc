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
 * The elements that reach past the viewport's right edge (tag, classes, right edge), deepest
 * first; empty when nothing makes the page scroll sideways.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .reverse()
      .slice(0, 5)
      .map((element) => `${element.tagName} ${element.className} → ${element.getBoundingClientRect().right}`);
  });
}
