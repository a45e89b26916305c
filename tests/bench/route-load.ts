// Budgets (docs/performance.md): the JavaScript of /overview, the app shell after sign-in, is at most 250 KB gzipped; and every
// screen is quick on a first visit. Signed in as the seeded demo applicant, it opens each screen in a fresh browser
// context (an empty HTTP cache, the session copied in), gzips every script the screen loaded and times it from the
// navigation to its content (its h1 shown and no loader left). Each figure is printed beside the previous run's.
//
// Run by `npm run bench`. Outside a stack it starts a throwaway one, like the chat bench (tests/support/bench.ts).
import { runBenchInStack } from '../support/bench';
import { figure } from '../support/bench-figures';
import { launchChromium } from '../support/browser';
import { printPackageCosts, readStats, recordScripts, type LoadedScript } from '../support/bundle-report';
import { APPLICANT_ROUTES, DEMO, LOADING_INDICATORS, type RouteCase } from '../support/demo-routes';
import { signIn } from '../support/e2e';
import { APP_URL } from '../support/stack';

const OVERVIEW_BUDGET_KB = 250;
const CONTENT_TIMEOUT_MS = 30_000;
const RUN_TIMEOUT_MS = 300_000;

interface RouteLoad {
  route: RouteCase;
  scriptKb: number;
  contentMs: number;
  scripts: LoadedScript[];
}

async function measure(): Promise<boolean> {
  const browser = await launchChromium();
  try {
    const signedIn = await browser.newContext({ baseURL: APP_URL });
    await signIn(await signedIn.newPage(), DEMO);
    const session = await signedIn.storageState();
    await signedIn.close();

    const loads: RouteLoad[] = [];
    for (const route of APPLICANT_ROUTES) {
      const context = await browser.newContext({ baseURL: APP_URL, storageState: session });
      const page = await context.newPage();
      const loadedScripts = recordScripts(page);
      const started = performance.now();
      await page.goto(route.path);
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: CONTENT_TIMEOUT_MS });
      await page
        .locator(LOADING_INDICATORS)
        .filter({ visible: true })
        .first()
        .waitFor({ state: 'detached', timeout: CONTENT_TIMEOUT_MS })
        .catch(() => undefined);
      const contentMs = performance.now() - started;
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const scripts = await loadedScripts();
      loads.push({ route, scriptKb: scripts.reduce((sum, s) => sum + s.kb, 0), contentMs, scripts });
      await context.close();
    }

    console.log('Each screen on a first visit (empty cache): JavaScript gzipped, and the time to its content');
    for (const { route, scriptKb, contentMs } of loads) {
      console.log(
        `  ${figure(`route-js-kb:${route.name}`, scriptKb, 'KB').padEnd(36)} ${figure(`route-content-ms:${route.name}`, contentMs, 'ms', 0).padEnd(32)} ${route.path}`,
      );
    }
    const overview = loads.find((load) => load.route.path === '/overview');
    const ok = overview !== undefined && overview.scriptKb <= OVERVIEW_BUDGET_KB;
    // The stats are those of the login bench's build; after another build they name other files and print nothing.
    if (overview) printPackageCosts('/overview', overview.scripts, readStats(), 2);
    console.log(
      `/overview JavaScript: ${overview ? `${overview.scriptKb.toFixed(1)} KB` : 'not measured'} gzipped, budget ${OVERVIEW_BUDGET_KB} KB: ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    return ok;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runBenchInStack('route load', 'tests/bench/route-load.ts', measure, RUN_TIMEOUT_MS);
}
