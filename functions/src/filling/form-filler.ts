// Fills official forms on worker threads, so the API's event loop never waits on pdf-lib (docs/forms.md). One
// thread per core; forms of one packet fill side by side. Threads start on first use and stop when idle.
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Piscina } from 'piscina';
import type { FilledForm } from '../domain/forms/fill';
import type { FillTask } from './fill-worker';

/** Its tasks: a form to fill, or the parts of a packet to merge (the worker's `merge`). */
type Task = FillTask | readonly Uint8Array[];
let pool: Piscina<Task, FilledForm | Uint8Array> | null = null;

/** The compiled worker next to this file, or (tests and the bench run the TypeScript source) the source through tsx. */
function worker(): { filename: string; execArgv: string[] } {
  // From `__filename`: tsx, loading this module into an ES module (the bench), sets it but not `__dirname`.
  const here = dirname(__filename);
  const compiled = join(here, 'fill-worker.js');
  if (existsSync(compiled)) return { filename: compiled, execArgv: [] };
  return { filename: join(here, 'fill-worker.ts'), execArgv: ['--require', require.resolve('tsx/cjs')] };
}

function filler(): Piscina<Task, FilledForm | Uint8Array> {
  pool ??= new Piscina<Task, FilledForm | Uint8Array>({
    ...worker(),
    maxThreads: Math.max(1, availableParallelism()),
    // A thread that sat unused for a minute is let go; the next packet starts one again (about 0.3 s).
    idleTimeout: 60_000,
  });
  return pool;
}

/** Fills one kept form with the answers; rejects when the form has no field map. */
export function fillOfficialForm(task: FillTask): Promise<FilledForm> {
  return filler().run(task) as Promise<FilledForm>;
}

/** Puts PDFs one after another in one, on a worker thread (a packet's forms are megabytes to parse and copy). */
export function mergePdfs(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  return filler().run(parts, { name: 'merge' }) as Promise<Uint8Array>;
}

/** Stops the threads (tests, the bench); the next fill starts them again. */
export async function shutdownFiller(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}
