// axe-core in a Playwright page, for the accessibility suite (tests/e2e/accessibility.test.ts).
//
// The app's Content-Security-Policy (firebase.json, hosting.headers) allows scripts from 'self' only, so a
// <script> element with axe's source (page.addScriptTag({ content })) would be refused, and the refusal would fail
// the test (tests/support/e2e-setup.ts). Instead the source runs through page.evaluate: Playwright evaluates it over
// the DevTools protocol, which the page's CSP does not govern. No bypassCSP context is needed, so the suite still
// checks the real policy on every page it opens.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The impacts that fail the suite. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One failing element of one rule, as the report lists it. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** The element's CSS selector (axe's `target`). */
  target: string;
  /** What axe says is wrong, first reason only. */
  summary: string;
}

interface PageWithAxe {
  axe?: {
    run(context: Document, options: object): Promise<{ violations: RawViolation[] }>;
    /** Builds axe's virtual tree, which its name and selector helpers read, outside a run. */
    setup(context: Document): unknown;
    teardown(): void;
    commons: { text: { accessibleText(element: Element): string } };
    utils: { getSelector(element: Element): string };
  };
}

interface RawViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** Loads axe into the page once per document (a navigation drops it). */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as PageWithAxe).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
}

/** Runs axe over the whole page with the WCAG A/AA rules and returns the serious and critical findings. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async (tags) => {
      const runner = (window as unknown as PageWithAxe).axe;
      if (!runner) throw new Error('axe-core did not load');
      const result = await runner.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' })),
      }));
    },
    [...WCAG_AA_TAGS],
  );
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact))
    .flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        target: n.target,
        summary: n.summary.split('\n').slice(0, 2).join(' ').trim(),
      })),
    );
}

/**
 * Controls that share one accessible name but do different things: buttons named alike ("Remove", "Remove"), and
 * links named alike that lead to different places ("View Invoice" to two invoices). A screen reader's list of
 * controls cannot tell them apart (WCAG 2.4.6 and 2.4.9). Reported as the rule `repeated-control-name`.
 */
export async function repeatedControlNames(page: Page): Promise<AxeFinding[]> {
  await injectAxe(page);
  return page.evaluate(() => {
    const runner = (window as unknown as PageWithAxe).axe;
    if (!runner) throw new Error('axe-core did not load');
    const shown = (element: Element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [inert]');
    const byName = new Map<string, Element[]>();
    const found: AxeFinding[] = [];
    runner.setup(document);
    try {
      for (const control of Array.from(document.querySelectorAll('button, [role="button"], a[href]')).filter(shown)) {
        const name = runner.commons.text.accessibleText(control).trim().replace(/\s+/g, ' ');
        if (name) byName.set(name, [...(byName.get(name) ?? []), control]);
      }
      for (const [name, elements] of byName) {
        const buttons = elements.filter((element) => element.tagName !== 'A');
        const hrefs = new Set(elements.filter((element) => element.tagName === 'A').map((element) => element.getAttribute('href')));
        if (buttons.length < 2 && hrefs.size < 2) continue;
        for (const element of elements) {
          found.push({
            rule: 'repeated-control-name',
            impact: 'serious',
            help: 'Repeated controls need names that tell them apart',
            target: runner.utils.getSelector(element),
            summary: `${elements.length} controls are named "${name}"`,
          });
        }
      }
    } finally {
      runner.teardown();
    }
    return found;
  });
}
