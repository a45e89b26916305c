// Optical character recognition with tesseract.js and its bundled English data (@tesseract.js-data/eng): nothing is
// downloaded and nothing is cached to disk. One worker per process, started on first use and reused by every request;
// recognitions wait their turn in one queue, so concurrent reviews share it. The worker runs in its own thread, so a
// recognition never blocks the event loop.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { log } from '../log';

/** The English data package: where its traineddata lies and how it is compressed (it ships no type declarations). */
const engData = createRequire(__filename)('@tesseract.js-data/eng') as { code: string; gzip: boolean; langPath: string };

/**
 * The package's LSTM-only model (4.0.0_best_int, next to its default 4.0.0, which adds the legacy engine we do not
 * run): what tesseract.js itself loads for OEM.LSTM_ONLY. It loads faster and its first page is seconds faster (see
 * tests/bench/document-review.ts), with the same text. The default is kept as a fallback should a release drop it.
 */
const LSTM_ONLY_DATA = join(dirname(engData.langPath), '4.0.0_best_int');
const langPath = existsSync(join(LSTM_ONLY_DATA, `${engData.code}.traineddata${engData.gzip ? '.gz' : ''}`))
  ? LSTM_ONLY_DATA
  : engData.langPath;

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
  /** Time spent recognising, and time spent waiting for the worker (start-up and other requests), in ms. */
  ms: number;
  waitedMs: number;
}

export interface OcrStats {
  workersCreated: number;
  recognitions: number;
}

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();
const stats: OcrStats = { workersCreated: 0, recognitions: 0 };

function startWorker(): Promise<Worker> {
  stats.workersCreated += 1;
  const started = createWorker(engData.code, OEM.LSTM_ONLY, {
    langPath,
    gzip: engData.gzip,
    // 'none': read the data from langPath and never write a cached copy to the working directory.
    cacheMethod: 'none',
    errorHandler: (error: unknown) => log.warn('OCR worker reported an error', {}, error),
  });
  // A worker that failed to start is forgotten, so the next request tries again.
  started.catch((error: unknown) => {
    log.error('OCR worker failed to start', {}, error);
    worker = null;
  });
  return started;
}

/** Longest a single recognition may take before the worker is presumed stuck, stopped and replaced. */
const RECOGNITION_TIMEOUT_MS = 60_000;

async function recognizeNow(image: Uint8Array, queued: number): Promise<OcrResult> {
  worker ??= startWorker();
  const current = worker;
  const ready = await current;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`OCR took longer than ${RECOGNITION_TIMEOUT_MS / 1000} s`)), RECOGNITION_TIMEOUT_MS);
  });
  try {
    const { data } = await Promise.race([ready.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength)), timeout]);
    stats.recognitions += 1;
    return { text: data.text, confidence: data.confidence, ms: performance.now() - started, waitedMs: started - queued };
  } catch (error) {
    // A worker that failed or hung is not trusted with the next image.
    if (worker === current) worker = null;
    void ready.terminate().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Recognises the text of one image (PNG or JPEG bytes), in turn with every other recognition of this process. */
export function recognizeText(image: Uint8Array): Promise<OcrResult> {
  const queued = performance.now();
  const job = queue.then(() => recognizeNow(image, queued));
  // The queue moves on whether this job succeeds or fails.
  queue = job.catch(() => undefined);
  return job;
}

/**
 * Starts the worker ahead of the first image (it takes about a second to load the English data), e.g. when a review
 * with images arrives and its files are still being stored. Does nothing when it is already running.
 */
export function warmUpOcr(): void {
  if (worker) return;
  worker = startWorker();
  worker.catch(() => undefined);
}

/** How many workers this process has started and how many images it has read (the bench shows the worker is reused). */
export const ocrStats = (): OcrStats => ({ ...stats });

/** Stops the worker once the queued recognitions are done (tests, the bench, a clean shutdown). */
export async function shutdownOcr(): Promise<void> {
  await queue;
  const current = worker;
  worker = null;
  if (current) await current.then((w) => w.terminate()).catch(() => undefined);
}
