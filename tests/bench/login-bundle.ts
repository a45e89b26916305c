// Budget: the JavaScript the /login route loads is at most 200 KB gzipped.
// Serves the built app with `vite preview`, opens /login in Chromium and gzips every script it loaded.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../support/browser';

const BUDGET_KB = 200;
const PORT = 4173;

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
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
      scripts.push({ url: new URL(response.url()).pathname, kb: gzipSync(body, { level: 9 }).length / 1024 });
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const { totalKb, scripts } = await measureLoginBundle();
  for (const s of scripts) console.log(`  ${s.kb.toFixed(1).padStart(7)} KB  ${s.url}`);
  const ok = totalKb <= BUDGET_KB;
  console.log(`/login JavaScript: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB) ${ok ? 'OK' : 'OVER BUDGET'}`);
  process.exitCode = ok ? 0 : 1;
}
