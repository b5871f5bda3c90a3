import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** How long the page must stay settled before axe looks: a toast's fade may start a frame after a click. */
const SETTLED_FOR_MS = 300;

/**
 * Waits until the page has been settled for a moment: no finite CSS animation or transition running,
 * and no toast half transparent (entering, leaving, or fading behind a newer one). A toast in such an
 * in-between frame has a contrast axe would measure; and the fade of an older toast behind a new one
 * starts a frame or two after the action that showed it, so one instant with nothing running is not
 * yet a settled page.
 */
export async function waitForAnimationsToSettle(page: Page): Promise<void> {
  // A fresh watch each time: an earlier wait on this page left its own start behind.
  await page.evaluate(() => {
    (window as unknown as { __fokusSettledSince?: number }).__fokusSettledSince = undefined;
  });
  await page.waitForFunction((settledForMs) => {
    const scope = window as unknown as { __fokusSettledSince?: number };
    const running = document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
      );
    const halfSeen = [...document.querySelectorAll('[data-sonner-toast], [data-sonner-toast] > *')].some(
      (element) => {
        const opacity = Number(getComputedStyle(element).opacity);
        return opacity > 0 && opacity < 1;
      },
    );
    if (running || halfSeen) {
      scope.__fokusSettledSince = undefined;
      return false;
    }
    scope.__fokusSettledSince ??= performance.now();
    return performance.now() - scope.__fokusSettledSince >= settledForMs;
  }, SETTLED_FOR_MS);
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
