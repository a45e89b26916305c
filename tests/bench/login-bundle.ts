// Budgets (docs/performance.md): the JavaScript /login loads is at most 120 KB gzipped, and no route's own chunk exceeds 100 KB
// gzipped. Builds the web app with its bundle stats (web/build/bundle-stats.ts), serves it with `vite preview`, opens
// /login in Chromium and gzips every script it loaded. /login is rendered at build time (web/build/prerender-login.ts)
// and loads the app at the first focus in its form, so the bench also focuses the email field and reports what that
// loads. Then it reports what each package costs (to guide what to lazy-load) and what each route's own chunk weighs.
// Each figure is printed beside the previous run's.
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { ChunkStats } from '../../web/build/bundle-stats';
import { figure } from '../support/bench-figures';
import { launchChromium } from '../support/browser';
import { kb, printPackageCosts, readStats, recordScripts, STATS, type LoadedScript } from '../support/bundle-report';

const LOGIN_BUDGET_KB = 120;
const ROUTE_CHUNK_BUDGET_KB = 100;
const PORT = 4173;

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Builds web/dist as `npm run build` does, also writing the bundle stats. */
function buildWithStats(): ChunkStats[] {
  const build = spawnSync('npx', ['vite', 'build'], {
    cwd: 'web',
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUNDLE_STATS: STATS },
  });
  if (build.status !== 0) throw new Error('vite build failed');
  return readStats();
}

export interface LoginBundle {
  /** The JavaScript /login loads until the applicant first reaches for the form (the budget's figure). */
  totalKb: number;
  scripts: LoadedScript[];
  /** The page's HTML, gzipped: it carries the rendered form (web/build/prerender-login.ts). */
  htmlKb: number;
  /** What the first focus in the form loads: the app, which takes the form over, and the sign-in SDK. */
  afterFocus: { totalKb: number; scripts: LoadedScript[] };
}

const sumKb = (scripts: readonly LoadedScript[]) => scripts.reduce((sum, s) => sum + s.kb, 0);
const byWeight = (scripts: LoadedScript[]) => scripts.sort((a, b) => b.kb - a.kb);

export async function measureLoginBundle(): Promise<LoginBundle> {
  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: 'web',
    stdio: 'ignore',
    detached: true,
  });
  try {
    const url = `http://127.0.0.1:${PORT}/login`;
    await waitForServer(url);
    const html = await fetch(url).then((r) => r.arrayBuffer());
    const browser = await launchChromium();
    const page = await browser.newPage();
    const loadedScripts = recordScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const scripts = await loadedScripts();
    const laterScripts = recordScripts(page);
    await page.getByLabel('Email address').focus();
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    const afterFocus = byWeight(await laterScripts());
    await browser.close();
    return {
      totalKb: sumKb(scripts),
      scripts: byWeight(scripts),
      htmlKb: kb(gzipSync(Buffer.from(html), { level: 9 }).length),
      afterFocus: { totalKb: sumKb(afterFocus), scripts: afterFocus },
    };
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

const routeName = (facade: string | null) => /^src\/app\/routes\/([\w-]+)\.tsx$/.exec(facade ?? '')?.[1];

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = buildWithStats();
  const { totalKb, scripts, htmlKb, afterFocus } = await measureLoginBundle();
  printPackageCosts('/login', scripts, chunks, 0.5);
  console.log('Its scripts:');
  for (const s of scripts) console.log(`  ${s.kb.toFixed(1).padStart(7)} KB  /${s.file}`);
  const loginOk = totalKb <= LOGIN_BUDGET_KB;
  console.log(`/login HTML, with the form rendered into it: ${figure('login-html-kb', htmlKb, 'KB')} gzipped`);
  console.log(
    `/login JavaScript: ${figure('login-js-kb', totalKb, 'KB')} gzipped, budget ${LOGIN_BUDGET_KB} KB: ${loginOk ? 'OK' : 'OVER BUDGET'}`,
  );
  printPackageCosts('the first focus in the form', afterFocus.scripts, chunks, 2);
  console.log(
    `Then, at the first focus in the form, the app (which takes the form over) and the sign-in SDK: ${figure('login-focus-js-kb', afterFocus.totalKb, 'KB')} gzipped, in ${afterFocus.scripts.length} scripts`,
  );

  console.log(`Each route's own chunk (gzipped; the chunks it shares with others are not counted):`);
  const routes = chunks
    .flatMap((c) => (routeName(c.facade) ? [{ route: routeName(c.facade) ?? '', kb: kb(c.gzip) }] : []))
    .sort((a, b) => b.kb - a.kb);
  for (const r of routes) console.log(`  ${figure(`route-chunk-kb:${r.route}`, r.kb, 'KB').padStart(44)}  ${r.route}`);
  const over = routes.filter((r) => r.kb > ROUTE_CHUNK_BUDGET_KB);
  console.log(
    `Largest route chunk: ${routes[0]?.route ?? 'none'}, budget ${ROUTE_CHUNK_BUDGET_KB} KB: ${over.length ? `OVER BUDGET (${over.map((r) => r.route).join(', ')})` : 'OK'}`,
  );
  process.exitCode = loginOk && over.length === 0 ? 0 : 1;
}
