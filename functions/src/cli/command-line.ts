// What the command-line entry points (admin-cli.ts, reminders-cli.ts) share: their output lines, --help and argument
// errors, the choice of backend and the exit code. The environment is set here before config.ts reads it (the
// commands load the services afterwards), which is why this module, unlike the rest of functions/src, writes
// process.env.

/** The emulators' defaults (emulators/lib/paths.ts PORTS and PROJECT_ID; that file is outside this package). */
export const EMULATOR = { project: 'demo-immigration-ai', auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199' };

const EMULATOR_HOST_VARIABLES = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
];

export const out = (line: string) => process.stdout.write(`${line}\n`);
export const fail = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Points firebase-admin at the emulators (without a project) or at the project with the application default
 * credentials; answers a line saying which. `showAuth`: the line names the Auth emulator too (a command that uses it).
 */
export function selectTarget(project: string | null, { showAuth }: { showAuth: boolean }): string {
  const env = process.env;
  env['LOG_LEVEL'] ??= 'warn';
  if (project) {
    for (const name of EMULATOR_HOST_VARIABLES) delete env[name];
    env['GCLOUD_PROJECT'] = project;
    return `project ${project} (application default credentials)`;
  }
  env['GCLOUD_PROJECT'] ??= EMULATOR.project;
  env['FIREBASE_AUTH_EMULATOR_HOST'] ??= EMULATOR.auth;
  env['FIRESTORE_EMULATOR_HOST'] ??= EMULATOR.firestore;
  env['FIREBASE_STORAGE_EMULATOR_HOST'] ??= EMULATOR.storage;
  const auth = showAuth ? `, Auth ${env['FIREBASE_AUTH_EMULATOR_HOST']}` : '';
  return `the local emulators (project ${env['GCLOUD_PROJECT']}${auth}, Firestore ${env['FIRESTORE_EMULATOR_HOST']})`;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

interface Command<T extends { project: string | null }> {
  usage: string;
  /** The arguments, or a message saying what is wrong with them. */
  parse: (argv: readonly string[]) => T | string;
  /** The target line names the Auth emulator too. */
  showAuth: boolean;
  /** Runs once the environment is set; answers the exit code. */
  run: (args: T) => Promise<number>;
  /** An unexpected failure as one line; the error's message by default. */
  describe?: (error: unknown) => string;
}

/** Runs a command with the process's arguments and exits with its code: 0 for --help, 2 for wrong arguments. */
export function runCommand<T extends { project: string | null }>({ usage, parse, showAuth, run, describe = message }: Command<T>): void {
  const main = async (): Promise<number> => {
    const argv = process.argv.slice(2);
    if (argv.includes('--help') || argv.includes('-h')) {
      out(usage);
      return 0;
    }
    const args = parse(argv);
    if (typeof args === 'string') {
      fail(`${args}\n\n${usage}`);
      return 2;
    }
    out(`Target: ${selectTarget(args.project, { showAuth })}`);
    return run(args);
  };
  void main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      fail(describe(error));
      process.exit(1);
    },
  );
}
