import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite CSS animation or transition is running and no toast is on its way out. A toast
 * sliding in or out is half transparent for a moment, and axe would measure the contrast of that
 * in-between frame; a toast marked removed (`data-removed="true"`) starts its exit a moment later, so
 * an instant with no animation running is not yet a settled page.
 */
export async function waitForAnimationsToSettle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-sonner-toast][data-removed="true"]') === null &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
  );
}

/** axe-core on the whole page (WCAG 2.x A and AA): no serious or critical violation is allowed. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  await waitForAnimationsToSettle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
