import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Picks `option` in the select (Ark Select) or time picker labelled `label`, inside `scope`. */
export async function choose(scope: Page | Locator, label: string, option: string) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Nothing on the page is wider than the screen (no sideways scrolling on a phone): the page's
 * scrollWidth, and, to name the culprit when it fails, any element past the right edge that is not
 * inside a box meant to scroll sideways (a row of tabs).
 */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const clipped = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
      return false;
    };
    return {
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      widest: [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .filter((element) => getComputedStyle(element).position !== 'fixed' && !clipped(element))
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
    };
  });
  expect(widths.widest, 'elements wider than the screen').toEqual([]);
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
