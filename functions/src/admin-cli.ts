// `npm run admin -- grant-expert <email> [--project <id>]` and `revoke-expert <email> [--project <id>]`: an
// administrator's commands for the expert role (README, "Experts"). Without --project they act on the local
// emulators (the ports of emulators/lib/paths.ts); with it, on that Firebase project with the application default
// credentials (`gcloud auth application-default login`). Entry point only: the work is services/expert-roles.ts.
//
// The environment is set up here, before config.ts reads it (the services are loaded afterwards), which is why this
// entry point, unlike the rest of functions/src, writes process.env.

const USAGE = `Usage: npm run admin -- <command> <email> [--project <id>]

Commands:
  grant-expert <email>    give the account the expert role (custom claim role=expert) and put it on the roster
  revoke-expert <email>   take the role away, end the account's sessions and put its cases back in the queue

Without --project the local emulators are used (npm start); with it, the real project, through the application
default credentials.`;

/** The emulators' defaults (emulators/lib/paths.ts PORTS and PROJECT_ID; that file is outside this package). */
const EMULATOR = { project: 'demo-immigration-ai', auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199' };
const COMMANDS = ['grant-expert', 'revoke-expert'] as const;
type Command = (typeof COMMANDS)[number];

interface Args {
  command: Command;
  email: string;
  project: string | null;
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string) => process.stderr.write(`${line}\n`);

function parseArgs(argv: readonly string[]): Args | string {
  const rest = [...argv];
  let project: string | null = null;
  const at = rest.indexOf('--project');
  if (at >= 0) {
    project = rest[at + 1] ?? '';
    if (!project || project.startsWith('-')) return '--project needs a project id.';
    rest.splice(at, 2);
  }
  const [command, email, ...extra] = rest;
  if (!command || !(COMMANDS as readonly string[]).includes(command)) return command ? `Unknown command: ${command}` : 'Name a command.';
  if (!email) return `${command} needs an email address.`;
  if (extra.length > 0) return `Unexpected arguments: ${extra.join(' ')}`;
  return { command: command as Command, email, project };
}

/** Points firebase-admin at the emulators or at the project; answers a line saying which. */
function target(project: string | null): string {
  const env = process.env;
  env['LOG_LEVEL'] ??= 'warn';
  if (project) {
    for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'STORAGE_EMULATOR_HOST']) delete env[name];
    env['GCLOUD_PROJECT'] = project;
    return `project ${project} (application default credentials)`;
  }
  env['GCLOUD_PROJECT'] ??= EMULATOR.project;
  env['FIREBASE_AUTH_EMULATOR_HOST'] ??= EMULATOR.auth;
  env['FIRESTORE_EMULATOR_HOST'] ??= EMULATOR.firestore;
  env['FIREBASE_STORAGE_EMULATOR_HOST'] ??= EMULATOR.storage;
  return `the local emulators (project ${env['GCLOUD_PROJECT']}, Auth ${env['FIREBASE_AUTH_EMULATOR_HOST']}, Firestore ${env['FIRESTORE_EMULATOR_HOST']})`;
}

/** A failure as one line: a domain error's message is written for people; anything else shows its code and message. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, fields } = error as { code?: unknown; fields?: Record<string, string> };
  const detail = fields ? ` (${Object.values(fields).join('; ')})` : '';
  if (error.name === 'DomainError') return `${error.message}${detail}`;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    out(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    fail(`${args}\n\n${USAGE}`);
    return 2;
  }
  out(`Target: ${target(args.project)}`);
  // Loaded only now: config.ts reads the environment set above when it is first imported.
  const { grantExpert, revokeExpert } = await import('./services/expert-roles.js');
  try {
    if (args.command === 'grant-expert') {
      const result = await grantExpert(args.email);
      const who = `${result.email}${result.displayName ? ` (${result.displayName})` : ''}, uid ${result.uid}`;
      out(result.changed ? `Granted the expert role to ${who}.` : `${who} already had the expert role; the roster entry is refreshed.`);
      out('Custom claim: role=expert. Roster: experts/' + result.uid + '.');
      out('The role applies from the next ID token: the person signs out and in again (or waits for the hourly refresh).');
    } else {
      const result = await revokeExpert(args.email);
      const who = `${result.email}${result.displayName ? ` (${result.displayName})` : ''}, uid ${result.uid}`;
      out(result.changed ? `Revoked the expert role of ${who}.` : `${who} did not have the expert role; nothing to take away.`);
      out(`Custom claim role cleared; roster entry experts/${result.uid} deleted; sessions revoked (the person must sign in again).`);
      out(
        result.returnedCases.length > 0
          ? `Back in the queue (their applicants were notified): ${result.returnedCases.join(', ')}.`
          : 'They held no cases.',
      );
    }
    return 0;
  } catch (error) {
    fail(`${args.command} failed: ${describe(error)}`);
    return 1;
  }
}

void main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    fail(describe(error));
    process.exit(1);
  },
);
