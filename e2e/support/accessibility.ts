import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what issue 29 §5 holds the screens to (ADR 66). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export type Theme = 'light' | 'dark';

/** What one scan found: the violations that fail the audit, and how many of the others. */
export interface Scan {
  where: string;
  blocking: Violation[];
  moderate: Violation[];
  minor: Violation[];
}

const isBlocking = (violation: Violation) =>
  violation.impact === 'serious' || violation.impact === 'critical';

/**
 * Puts the page in the theme a device of that colour scheme gets, and waits until the page shows
 * it. The app follows the system live (src/web/lib/theme.ts); a page that reads it only when it
 * loads (the request portal, /theme-init.js) is reloaded.
 */
export async function useTheme(page: Page, theme: Theme, { reload = false } = {}): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  if (reload) await page.reload();
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await settled(page);
}

/**
 * Waits for the page's finite transitions and animations to end (a colour fading to the new
 * theme, a dialog fading in): mid-way, axe measures a colour nobody sees once the page is still.
 * Endless ones (spinners, skeletons) are left running.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The rules whose outcome depends on the theme: the second theme's scan needs only these. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Scans the page, or only `include` (a dialog), against the WCAG A and AA rules, or with
 * `coloursOnly` against the colour rules alone (the same screen in its other theme).
 */
export async function scan(
  page: Page,
  where: string,
  { include, coloursOnly = false }: { include?: string; coloursOnly?: boolean } = {},
): Promise<Scan> {
  await settled(page);
  // Only the violations come back: the passes of a long list are most of the time the scan takes.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  builder = coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return {
    where,
    blocking: violations.filter(isBlocking),
    moderate: violations.filter((violation) => violation.impact === 'moderate'),
    minor: violations.filter((violation) => violation.impact === 'minor'),
  };
}

const nodeCount = (violations: Violation[]) =>
  violations.reduce((sum, violation) => sum + violation.nodes.length, 0);

const ruleList = (violations: Violation[]) =>
  violations.map((violation) => `${violation.id} ×${violation.nodes.length}`).join(', ');

/** One line per scan for the log: the moderate and minor findings, which do not fail the audit. */
export function scanLine(result: Scan): string {
  const moderate = nodeCount(result.moderate);
  const minor = nodeCount(result.minor);
  const rules = ruleList([...result.moderate, ...result.minor]);
  return `[axe] ${result.where}: moderate ${moderate}, minor ${minor}${rules ? ` (${rules})` : ''}`;
}

/** The failing findings as a person reads them: rule, impact, summary, then each element. */
export function describeBlocking(results: Scan[]): string {
  return results
    .flatMap((result) =>
      result.blocking.map((violation) =>
        [
          `${result.where} — ${violation.id} (${violation.impact}): ${violation.help}`,
          ...violation.nodes.map(
            (node) =>
              `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`,
          ),
        ].join('\n'),
      ),
    )
    .join('\n');
}

export interface Tally {
  scans: number;
  moderate: number;
  minor: number;
}

export function tally(results: Scan[]): Tally {
  return {
    scans: results.length,
    moderate: results.reduce((sum, result) => sum + nodeCount(result.moderate), 0),
    minor: results.reduce((sum, result) => sum + nodeCount(result.minor), 0),
  };
}

/**
 * Adds this test's tally to the run's (one file per test in the project's output folder, which
 * Playwright empties when a run starts) and returns the run's total once every one of `tests`
 * has reported: the test that finishes last prints it.
 */
export function recordTally(testInfo: TestInfo, own: Tally, tests: number): Tally | undefined {
  const folder = path.join(testInfo.project.outputDir, 'accessibility-tallies');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${testInfo.testId}.json`), JSON.stringify(own));
  const files = readdirSync(folder);
  if (files.length < tests) return undefined;
  return files
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Tally)
    .reduce((sum, next) => ({
      scans: sum.scans + next.scans,
      moderate: sum.moderate + next.moderate,
      minor: sum.minor + next.minor,
    }));
}

/** The size issue 29 §5 asks of a phone's targets (WCAG 2.5.5), in CSS pixels (ADR 66). */
export const TOUCH_TARGET_PX = 44;

/**
 * The visible controls on the page smaller than 44 × 44 CSS px, as `tag "name" (w×h)`. A control's
 * target is its box together with its label's (a tap on a checkbox's label ticks it), and a link
 * inside a sentence is exempt, as WCAG 2.5.5 exempts it.
 */
export function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const controls = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="combobox"]',
    ].join(',');
    const labelsOf = (element: Element): Element[] => {
      const wrapping = element.closest('label');
      const named = element.id
        ? [...document.querySelectorAll(`label[for="${CSS.escape(element.id)}"]`)]
        : [];
      return wrapping ? [wrapping, ...named] : named;
    };
    // A stretched control: its ::after covers the positioned card it sits in (equipment, parts).
    const stretchedOver = (element: Element): Element[] => {
      const after = getComputedStyle(element, '::after');
      const card = element instanceof HTMLElement ? element.offsetParent : null;
      return after.content !== 'none' && after.position === 'absolute' && card ? [card] : [];
    };
    const targetOf = (element: Element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      for (const label of [...labelsOf(element), ...stretchedOver(element)]) {
        const box = label.getBoundingClientRect();
        left = Math.min(left, box.left);
        top = Math.min(top, box.top);
        right = Math.max(right, box.right);
        bottom = Math.max(bottom, box.bottom);
      }
      return { width: right - left, height: bottom - top };
    };
    const inSentence = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // A native control drawn by its label (a styled checkbox, a file input) is not the target.
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        // Visually hidden until focused (the skip link).
        style.clip !== 'rect(0px, 0px, 0px, 0px)' &&
        style.clipPath !== 'inset(50%)' &&
        !element.closest('[aria-hidden="true"], [inert]')
      );
    };
    return [...document.querySelectorAll(controls)]
      .filter((element) => shown(element) && !inSentence(element))
      .flatMap((element) => {
        const { width, height } = targetOf(element);
        if (width >= minimum - 0.5 && height >= minimum - 0.5) return [];
        const role = element.getAttribute('role');
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return [
          `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}" (${Math.round(width)}×${Math.round(height)})`,
        ];
      });
  }, TOUCH_TARGET_PX);
}
