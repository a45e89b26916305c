// Budgets (issue 16): the JavaScript of /overview, the app shell after sign-in, is at most 250 KB gzipped; and every
// screen is quick on a first visit. Signed in as the seeded demo applicant, it opens each screen in a fresh browser
// context (an empty HTTP cache, the session copied in), gzips every script the screen loaded and times it from the
// navigation to its content (its h1 shown and no loader left). Each figure is printed beside the previous run's.
//
// Run by `npm run bench`. Outside a stack it starts a throwaway one, like the chat bench (tests/support/bench.ts).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { ChunkStats } from '../../web/build/bundle-stats';
import { runBenchInStack } from '../support/bench';
import { packageCosts, STATS } from './login-bundle';
import { figure } from '../support/bench-figures';
import { launchChromium } from '../support/browser';
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
  files: string[];
}

/** What each package costs a screen, from the bundle stats of the login bench's build when they match this build. */
function printPackageCosts(path: string, files: readonly string[]): void {
  if (!existsSync(STATS)) return;
  const chunks = (JSON.parse(readFileSync(STATS, 'utf8')) as { chunks: ChunkStats[] }).chunks.filter((chunk) => files.includes(chunk.file));
  if (chunks.length === 0) return; // built since: the login bench rebuilds with the stats
  console.log(`What ${path} loads, by package (gzipped; from ${chunks.length} of its ${files.length} scripts):`);
  for (const { name, kb } of packageCosts(chunks).filter((p) => p.kb >= 2)) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${name}`);
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
      const scripts: Promise<{ file: string; bytes: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const file = new URL(response.url()).pathname.replace(/^\//, '');
        scripts.push(response.body().then((body) => ({ file, bytes: gzipSync(body, { level: 9 }).length }), () => ({ file, bytes: 0 })));
      });
      const started = performance.now();
      await page.goto(route.path);
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: CONTENT_TIMEOUT_MS });
      await page.locator(LOADING_INDICATORS).filter({ visible: true }).first().waitFor({ state: 'detached', timeout: CONTENT_TIMEOUT_MS }).catch(() => undefined);
      const contentMs = performance.now() - started;
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const loaded = await Promise.all(scripts);
      loads.push({ route, scriptKb: loaded.reduce((sum, s) => sum + s.bytes, 0) / 1024, contentMs, files: loaded.map((s) => s.file) });
      await context.close();
    }

    console.log('Each screen on a first visit (empty cache): JavaScript gzipped, and the time to its content');
    for (const { route, scriptKb, contentMs } of loads) {
      console.log(`  ${figure(`route-js-kb:${route.name}`, scriptKb, 'KB').padEnd(36)} ${figure(`route-content-ms:${route.name}`, contentMs, 'ms', 0).padEnd(32)} ${route.path}`);
    }
    const overview = loads.find((load) => load.route.path === '/overview');
    const ok = overview !== undefined && overview.scriptKb <= OVERVIEW_BUDGET_KB;
    if (overview) printPackageCosts('/overview', overview.files);
    console.log(`/overview JavaScript: ${overview ? `${overview.scriptKb.toFixed(1)} KB` : 'not measured'} gzipped, budget ${OVERVIEW_BUDGET_KB} KB: ${ok ? 'OK' : 'OVER BUDGET'}`);
    return ok;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runBenchInStack('route load', 'tests/bench/route-load.ts', measure, RUN_TIMEOUT_MS);
}
