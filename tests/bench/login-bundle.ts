// Budgets (issue 16): the JavaScript /login loads is at most 120 KB gzipped, and no route's own chunk exceeds 100 KB
// gzipped. Builds the web app with its bundle stats (web/build/bundle-stats.ts), serves it with `vite preview`, opens
// /login in Chromium and gzips every script it loaded. Then it reports what each package costs /login (to guide what
// to lazy-load) and what each route's own chunk weighs. Each figure is printed beside the previous run's.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ChunkStats } from '../../web/build/bundle-stats';
import { figure } from '../support/bench-figures';
import { launchChromium } from '../support/browser';

const LOGIN_BUDGET_KB = 120;
const ROUTE_CHUNK_BUDGET_KB = 100;
const PORT = 4173;
export const STATS = resolve('.test-artifacts/bench/bundle-stats.json');
const kb = (bytes: number) => bytes / 1024;

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Builds web/dist as `npm run build` does, also writing the bundle stats. */
function buildWithStats(): ChunkStats[] {
  const build = spawnSync('npx', ['vite', 'build'], { cwd: 'web', stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BUNDLE_STATS: STATS } });
  if (build.status !== 0) throw new Error('vite build failed');
  return (JSON.parse(readFileSync(STATS, 'utf8')) as { chunks: ChunkStats[] }).chunks;
}

export async function measureLoginBundle(): Promise<{ totalKb: number; scripts: { url: string; kb: number }[] }> {
  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { cwd: 'web', stdio: 'ignore', detached: true });
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/login`);
    const browser = await launchChromium();
    const page = await browser.newPage();
    const scripts: { url: string; kb: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(response.url()).pathname, kb: kb(gzipSync(body, { level: 9 }).length) });
    });
    await page.goto(`http://127.0.0.1:${PORT}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await browser.close();
    const totalKb = scripts.reduce((sum, s) => sum + s.kb, 0);
    return { totalKb, scripts: scripts.sort((a, b) => b.kb - a.kb) };
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

/**
 * What each package costs the given chunks, in gzipped KB: each chunk's real gzipped size shared out among its
 * packages by the size of their code gzipped alone.
 */
export function packageCosts(chunks: readonly ChunkStats[]): Array<{ name: string; kb: number }> {
  const costs = new Map<string, number>();
  for (const chunk of chunks) {
    const parts = Object.entries(chunk.packages);
    const whole = parts.reduce((sum, [, size]) => sum + size.gzip, 0);
    for (const [name, size] of parts) costs.set(name, (costs.get(name) ?? 0) + (whole ? (size.gzip / whole) * chunk.gzip : 0));
  }
  return [...costs].map(([name, bytes]) => ({ name, kb: kb(bytes) })).sort((a, b) => b.kb - a.kb);
}

const routeName = (facade: string | null) => /^src\/app\/routes\/([\w-]+)\.tsx$/.exec(facade ?? '')?.[1];

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = buildWithStats();
  const { totalKb, scripts } = await measureLoginBundle();
  const loaded = new Set(scripts.map((s) => s.url.replace(/^\//, '')));
  console.log('What /login loads, by package (gzipped):');
  for (const { name, kb: size } of packageCosts(chunks.filter((c) => loaded.has(c.file))).filter((p) => p.kb >= 0.5)) {
    console.log(`  ${size.toFixed(1).padStart(7)} KB  ${name}`);
  }
  console.log('Its scripts:');
  for (const s of scripts) console.log(`  ${s.kb.toFixed(1).padStart(7)} KB  ${s.url}`);
  const loginOk = totalKb <= LOGIN_BUDGET_KB;
  console.log(`/login JavaScript: ${figure('login-js-kb', totalKb, 'KB')} gzipped, budget ${LOGIN_BUDGET_KB} KB: ${loginOk ? 'OK' : 'OVER BUDGET'}`);

  console.log(`Each route's own chunk (gzipped; the chunks it shares with others are not counted):`);
  const routes = chunks.flatMap((c) => (routeName(c.facade) ? [{ route: routeName(c.facade) ?? '', kb: kb(c.gzip) }] : [])).sort((a, b) => b.kb - a.kb);
  for (const r of routes) console.log(`  ${figure(`route-chunk-kb:${r.route}`, r.kb, 'KB').padStart(44)}  ${r.route}`);
  const over = routes.filter((r) => r.kb > ROUTE_CHUNK_BUDGET_KB);
  console.log(`Largest route chunk: ${routes[0]?.route ?? 'none'}, budget ${ROUTE_CHUNK_BUDGET_KB} KB: ${over.length ? `OVER BUDGET (${over.map((r) => r.route).join(', ')})` : 'OK'}`);
  process.exitCode = loginOk && over.length === 0 ? 0 : 1;
}
