// Starts the local stack: the Firebase emulators (official, or the offline stand-ins), the chat
// service, seed data. `start` keeps running until Ctrl-C and keeps data across restarts;
// `exec -- <command>` starts a fresh, throwaway stack, runs the command, and stops everything.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './lib/build';
import { chooseMode, type StackMode } from './lib/mode';
import { APP_URL, DEMO_EXPERT, DEMO_USER, HOST, PERSISTENT_DATA_DIR, PORTS, PROJECT_ID, ROOT } from './lib/paths';
import { exited, portInUse, run, startGroup, stopGroup, waitFor } from './lib/processes';
import { FirestoreStandIn } from './offline/firestore-standin';
import { StorageStandIn } from './offline/storage-standin';

interface Options {
  command: 'start' | 'exec';
  execArgs: string[];
  dev: boolean;
  build: boolean;
}

function parseArgs(argv: string[]): Options {
  const dash = argv.indexOf('--');
  const own = dash >= 0 ? argv.slice(0, dash) : argv;
  const execArgs = dash >= 0 ? argv.slice(dash + 1) : [];
  const command = own.includes('exec') ? 'exec' : 'start';
  if (command === 'exec' && execArgs.length === 0) throw new Error('Usage: npm start -- exec -- <command> [args…]');
  return { command, execArgs, dev: own.includes('--dev'), build: !own.includes('--no-build') };
}

/** Environment every process of the stack shares, so firebase-admin finds the emulators. */
function stackEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
    STORAGE_EMULATOR_HOST: `http://${HOST}:${PORTS.storage}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    // No metadata server exists locally; don't let Google's auth library probe for one, unless the caller points it
    // at a stand-in (GCE_METADATA_HOST with METADATA_SERVER_DETECTION=assume-present, as the chat fault test does).
    METADATA_SERVER_DETECTION: process.env['METADATA_SERVER_DETECTION'] ?? 'none',
    API_URL: `${APP_URL}/api`,
    APP_URL,
    CHAT_URL: `http://${HOST}:${PORTS.chat}`,
  };
}

/**
 * The key that seals sensitive form answers, kept beside the stack's data (never in the repository): made once, so
 * a restarted stack still reads what it sealed. Production reads it from Secret Manager instead (docs/forms.md).
 */
function answersKeyFile(dataDir: string): string {
  const file = join(dataDir, 'answers.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return file;
}

/** The chat service is started again at most this many times per window before it is left down. */
const CHAT_MAX_RESTARTS = 5;
const CHAT_RESTART_WINDOW_MS = 60_000;

class Stack {
  private firebase: ChildProcess | undefined;
  private chat: ChildProcess | undefined;
  private vite: ChildProcess | undefined;
  private redis: ChildProcess | undefined;
  private firestore: FirestoreStandIn | undefined;
  private storage: StorageStandIn | undefined;
  private stopping: Promise<void> | undefined;
  /** When the chat service was last started again, within CHAT_RESTART_WINDOW_MS. */
  private chatRestarts: number[] = [];

  constructor(
    private readonly mode: StackMode,
    private readonly dataDir: string,
    private readonly persist: boolean,
  ) {}

  async start(dev: boolean): Promise<void> {
    const busy = [];
    for (const [name, port] of Object.entries(PORTS)) {
      if (name === 'vite' && !dev) continue;
      if (await portInUse(port)) busy.push(`${name} (${port})`);
    }
    if (busy.length) throw new Error(`Ports already in use: ${busy.join(', ')}. Is another stack running?`);

    mkdirSync(this.dataDir, { recursive: true });
    const redisUrl = await this.startRedis();
    const env = { ...stackEnv(), ANSWERS_KEY_FILE: answersKeyFile(this.dataDir), ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    Object.assign(process.env, env);
    const firebaseData = join(this.dataDir, 'firebase');
    const only = this.mode === 'full' ? 'auth,functions,hosting,firestore,storage' : 'auth,functions,hosting';
    if (this.mode === 'offline') {
      this.firestore = new FirestoreStandIn(this.persist ? join(this.dataDir, 'firestore-standin.json') : undefined);
      await this.firestore.start(PORTS.firestore);
      this.storage = new StorageStandIn(PROJECT_ID, this.persist ? join(this.dataDir, 'storage-standin') : undefined);
      await this.storage.start(PORTS.storage);
    }

    const args = ['emulators:start', '--only', only, '--project', PROJECT_ID];
    if (this.persist) {
      if (existsSync(join(firebaseData, 'firebase-export-metadata.json'))) args.push('--import', firebaseData);
      args.push('--export-on-exit', firebaseData);
    }
    const logFile = join(this.dataDir, 'firebase-emulators.log');
    console.log(`• starting Firebase emulators (${only}); log: ${logFile}`);
    const { openSync } = await import('node:fs');
    const log = openSync(logFile, 'a');
    this.firebase = startGroup(join(ROOT, 'node_modules/.bin/firebase'), args, { cwd: ROOT, env, stdio: ['ignore', log, log] });
    const early = exited(this.firebase).then((code) => {
      throw new Error(`The Firebase emulators exited early (code ${code}); see ${logFile}`);
    });
    await Promise.race([
      early,
      waitFor('the API behind Hosting', async () => (await fetch(`${APP_URL}/api/verify`)).status === 401, 180_000),
    ]);
    early.catch(() => undefined);

    this.startChat(env);
    await waitFor('the chat service', async () => (await fetch(`http://${HOST}:${PORTS.chat}/healthz`)).ok, 30_000);

    const { seed } = await import('./seed/seed');
    await seed();

    if (dev) {
      this.vite = startGroup('npm', ['run', 'dev', '-w', 'web', '--', '--host', HOST, '--port', String(PORTS.vite), '--strictPort'], {
        cwd: ROOT,
        env,
        stdio: 'inherit',
      });
    }
  }

  /**
   * Debian's redis-server on loopback, with nothing kept on disk, for the chat service's rooms as in production
   * (Memorystore). Without it installed the chat service keeps its rooms in memory, as one instance does.
   */
  private async startRedis(): Promise<string | null> {
    if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
      console.log('• redis-server not installed: the chat service keeps its rooms in memory (apt-get install redis-server)');
      return null;
    }
    this.redis = startGroup('redis-server', ['--port', String(PORTS.redis), '--bind', HOST, '--save', '', '--appendonly', 'no'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    await waitFor('redis-server', () => portInUse(PORTS.redis), 10_000);
    console.log(`• redis-server on ${HOST}:${PORTS.redis}`);
    return `redis://${HOST}:${PORTS.redis}`;
  }

  /**
   * Starts the chat service, and starts it again whenever it dies while the stack is running (as Cloud Run would):
   * browsers reconnect by themselves. A service that keeps dying is left down, with a message.
   */
  private startChat(env: NodeJS.ProcessEnv): void {
    const chat = startGroup(process.execPath, [join(ROOT, 'functions/lib/chat-server.js')], {
      cwd: ROOT,
      // Loopback only: locally the chat service is for this machine's browser (functions/src/config.ts, HOST).
      env: { ...env, PORT: String(PORTS.chat), HOST },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.chat = chat;
    chat.once('exit', (code, signal) => {
      if (this.stopping) return;
      const now = Date.now();
      this.chatRestarts = this.chatRestarts.filter((at) => now - at < CHAT_RESTART_WINDOW_MS);
      if (this.chatRestarts.length >= CHAT_MAX_RESTARTS) {
        console.error(`✖ the chat service keeps stopping (${signal ?? `exit ${code}`}); it is left down until the next start`);
        return;
      }
      this.chatRestarts.push(now);
      console.log(`• the chat service stopped (${signal ?? `exit ${code}`}); starting it again`);
      this.startChat(env);
    });
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      if (this.vite) await stopGroup(this.vite, 5000);
      if (this.chat) await stopGroup(this.chat, 5000);
      if (this.redis) await stopGroup(this.redis, 5000);
      if (this.firebase) await stopGroup(this.firebase, 30_000);
      await this.storage?.stop();
      await this.firestore?.stop();
    })();
    return this.stopping;
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const choice = chooseMode(process.env['STACK_MODE']);
  console.log(`• mode: ${choice.mode} (${choice.reason})`);
  if (options.build) await buildIfStale();

  const persist = options.command === 'start';
  const dataDir = persist ? PERSISTENT_DATA_DIR : mkdtempSync(join(tmpdir(), 'immigration-ai-stack-'));
  const stack = new Stack(choice.mode, dataDir, persist);

  let interrupted = false;
  const shutdown = async (code: number) => {
    await stack.stop();
    if (!persist) rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.log(`\n• stopping (${signal})…`);
      void shutdown(130);
    });
  }

  try {
    await stack.start(options.dev);
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    await shutdown(1);
    return;
  }

  if (options.command === 'exec') {
    const [command, ...args] = options.execArgs as [string, ...string[]];
    // The command may read what the stack logged (the forms test proves an SSN never reaches the logs).
    const env = { ...stackEnv(), STACK_MODE: choice.mode, STACK_LOG_FILE: join(dataDir, 'firebase-emulators.log') };
    const code = await run(command, args, { cwd: ROOT, env });
    await shutdown(code);
    return;
  }

  console.log('');
  console.log(`✔ Immigration AI is running in ${choice.mode} mode`);
  console.log(`  App:        ${APP_URL}`);
  if (options.dev) console.log(`  Dev server: http://${HOST}:${PORTS.vite} (hot reload)`);
  console.log(`  Demo login: ${DEMO_USER.email} / ${DEMO_USER.password}`);
  console.log(`  Expert:     ${DEMO_EXPERT.email} / ${DEMO_EXPERT.password} (${DEMO_EXPERT.displayName}, the expert desk at /expert)`);
  console.log('  Press Ctrl-C to stop; your data is kept for the next start.');
}

void main();
