// What the browser downloads, for the bundle benches (tests/bench/login-bundle.ts, route-load.ts): the scripts a
// page loaded, gzipped, and what each package costs them, from the stats a `BUNDLE_STATS=<file> vite build` writes
// (web/build/bundle-stats.ts).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { ChunkStats } from '../../web/build/bundle-stats';

export const STATS = resolve('.test-artifacts/bench/bundle-stats.json');

export const kb = (bytes: number) => bytes / 1024;

export interface LoadedScript {
  /** The script's path in the build, as the stats name it ("assets/index-abc.js"). */
  file: string;
  /** Gzipped (level 9), in KB. */
  kb: number;
}

/** Records every script `page` loads from now on; the returned function gives them once they have all arrived. */
export function recordScripts(page: Page): () => Promise<LoadedScript[]> {
  const scripts: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.replace(/^\//, '');
    scripts.push(
      response.body().then(
        (body) => ({ file, kb: kb(gzipSync(body, { level: 9 }).length) }),
        () => ({ file, kb: 0 }),
      ),
    );
  });
  return () => Promise.all(scripts);
}

/** The chunks of the last build made with stats; none when there are no stats. */
export function readStats(): ChunkStats[] {
  return existsSync(STATS) ? (JSON.parse(readFileSync(STATS, 'utf8')) as { chunks: ChunkStats[] }).chunks : [];
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

/** Prints what each package costs a page's scripts, those of at least `minKb`; nothing when the stats are of another build. */
export function printPackageCosts(path: string, scripts: readonly LoadedScript[], chunks: readonly ChunkStats[], minKb: number): void {
  const files = new Set(scripts.map((s) => s.file));
  const loaded = chunks.filter((chunk) => files.has(chunk.file));
  if (loaded.length === 0) return;
  console.log(`What ${path} loads, by package (gzipped; from ${loaded.length} of its ${scripts.length} scripts):`);
  for (const { name, kb: size } of packageCosts(loaded).filter((p) => p.kb >= minKb))
    console.log(`  ${size.toFixed(1).padStart(7)} KB  ${name}`);
}
