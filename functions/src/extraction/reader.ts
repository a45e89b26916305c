// The reader process (reader-process.ts): one child process per server process, started on first use and reused,
// that parses and renders PDFs and decodes and scales images. That work is long and synchronous, and the image library
// can crash on an undecodable file; in a child process it neither blocks the event loop nor takes the server down.
// Jobs run one at a time: a crash or a timeout is the fault of the job in flight, which is answered "unreadable" or
// "failed"; the next job starts a new process.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { log } from '../log';
import type { ImageAnswer, ImageJob, PdfAnswer, PdfJob, ReaderAnswer, ReaderJob } from './reader-protocol';

/** Longest one file may take to parse and render before the process is presumed stuck. */
const JOB_TIMEOUT_MS = 45_000;

type JobInput<J extends ReaderJob> = Omit<J, 'id' | 'type'>;

interface Queued {
  job: ReaderJob;
  resolve: (answer: ReaderAnswer) => void;
}

let child: ChildProcess | null = null;
let nextId = 1;
const queue: Queued[] = [];
let inFlight: (Queued & { timer: NodeJS.Timeout; child: ChildProcess }) | null = null;
let processesStarted = 0;

/** The compiled reader next to this file, or (tests and the bench run the TypeScript source) the source through tsx. */
function entry(): { file: string; execArgv: string[] } {
  const compiled = join(__dirname, 'reader-process.js');
  if (existsSync(compiled)) return { file: compiled, execArgv: [] };
  return { file: join(__dirname, 'reader-process.ts'), execArgv: ['--require', 'tsx/cjs'] };
}

const failure = (job: ReaderJob, reason: 'unreadable' | 'failed', message: string): ReaderAnswer => ({
  type: job.type,
  id: job.id,
  ok: false,
  reason,
  message,
});

function finish(answer: ReaderAnswer): void {
  const current = inFlight;
  if (!current || current.job.id !== answer.id) return;
  clearTimeout(current.timer);
  inFlight = null;
  current.resolve(answer);
  pump();
}

function start(): ChildProcess {
  processesStarted += 1;
  const { file, execArgv } = entry();
  // 'advanced' serialization carries byte arrays as they are, not as JSON.
  const started = fork(file, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // The process alone does not keep the server alive; a job in flight does, through its timer.
  started.unref();
  started.channel?.unref();
  started.on('message', (answer: ReaderAnswer) => finish(answer));
  started.on('exit', (code, signal) => {
    if (child === started) child = null;
    if (inFlight?.child === started) {
      // It died on this file: a file that crashes the decoder is one we cannot read.
      log.warn('The document reader process stopped while reading a file', { code, signal: signal ?? null, type: inFlight.job.type });
      finish(failure(inFlight.job, signal ? 'unreadable' : 'failed', `The reader stopped (${signal ?? `exit code ${code}`})`));
    }
  });
  started.on('error', (error) => log.error('The document reader process failed', {}, error));
  return started;
}

/** Sends the next queued job when none is in flight. */
function pump(): void {
  if (inFlight) return;
  const next = queue.shift();
  if (!next) return;
  child ??= start();
  const current = child;
  const timer = setTimeout(() => {
    log.warn('Reading a file timed out; restarting the document reader', { timeoutMs: JOB_TIMEOUT_MS, type: next.job.type });
    if (child === current) child = null;
    current.kill('SIGKILL');
    finish(failure(next.job, 'failed', `Reading the file took longer than ${JOB_TIMEOUT_MS / 1000} s`));
  }, JOB_TIMEOUT_MS);
  inFlight = { ...next, timer, child: current };
  // Copied into the message: the caller keeps its bytes (they are stored after the review).
  current.send(next.job, (error) => {
    if (error) finish(failure(next.job, 'failed', `The reader could not be reached: ${error.message}`));
  });
}

function run(job: ReaderJob): Promise<ReaderAnswer> {
  return new Promise<ReaderAnswer>((resolve) => {
    queue.push({ job, resolve });
    pump();
  });
}

/** Reads one PDF. Never rejects: a file that cannot be read answers `ok: false` with the reason. */
export async function readPdf(bytes: Uint8Array, limits: Omit<JobInput<PdfJob>, 'bytes'>): Promise<PdfAnswer> {
  return (await run({ type: 'pdf', id: nextId++, bytes, ...limits })) as PdfAnswer;
}

/** An image's tone, and a scaled-down copy when it is larger than `maxPixels`. Never rejects. */
export async function readImage(input: JobInput<ImageJob>): Promise<ImageAnswer> {
  return (await run({ type: 'image', id: nextId++, ...input })) as ImageAnswer;
}

/** Starts the reader process ahead of the first file (it takes a few hundred milliseconds to load pdf.js). */
export function warmUpReader(): void {
  child ??= start();
}

export const readerStats = () => ({ processesStarted });

/** Stops the reader process once the queued files are read (tests, the bench); the next file starts a new one. */
export async function shutdownReader(): Promise<void> {
  while (inFlight || queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  const current = child;
  child = null;
  if (!current || current.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    current.once('exit', () => resolve());
    current.kill();
  });
}
