// `npm run reminders -- [--now <date>] [--project <id>]`: runs the daily reminder job (services/reminder-job.ts) once,
// as the scheduled function `reminderJob` does every morning; the Pub/Sub emulator that would trigger it does not run
// here. `--now` is YYYY-MM-DD (08:00 America/New_York that day, the schedule's time) or a full ISO instant; without it,
// the current time. Without --project it acts on the local emulators, like admin-cli.ts; with it, on that project
// with the application default credentials. Entry point only; cli/command-line.ts sets up the environment before
// config.ts reads it.
import { fail, out, runCommand } from './cli/command-line';

const USAGE = `Usage: npm run reminders -- [--now <YYYY-MM-DD | ISO instant>] [--page-size <n>] [--project <id>]

Runs the daily reminder job once: every reminder whose lead time has come is announced in the app, by email when
Email Notifications is on, and by SMS when SMS Notifications is on with a verified phone. A date means 08:00 in
America/New_York that day (the schedule's time); an instant is taken as given. Without --project the local
emulators are used (npm start).`;

/** The schedule's zone and hour (index.ts `reminderJob`). */
const SCHEDULE_ZONE = 'America/New_York';
const SCHEDULE_HOUR = 8;

interface Args {
  now: Date;
  pageSize: number | undefined;
  project: string | null;
}

/** 08:00 in the schedule's zone on that calendar day, whatever its offset (EST or EDT) that day. */
export function scheduledInstant(date: string): Date {
  const guess = Date.parse(`${date}T${String(SCHEDULE_HOUR).padStart(2, '0')}:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SCHEDULE_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asIfUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess + (guess - asIfUtc));
}

/** A date or an instant, or null when it is neither (2026-02-30 included). */
export function parseNow(text: string): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return null;
    return scheduledInstant(text);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function parseArgs(argv: readonly string[]): Args | string {
  const args: Args = { now: new Date(), pageSize: undefined, project: null };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined || value.startsWith('--')) return `${flag} needs a value.`;
    if (flag === '--now') {
      const now = parseNow(value);
      if (!now) return `--now: "${value}" is not a date (YYYY-MM-DD) or an ISO instant (2026-12-01T13:00:00Z).`;
      args.now = now;
    } else if (flag === '--page-size') {
      if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 10_000) return '--page-size: a whole number from 1 to 10000.';
      args.pageSize = Number(value);
    } else if (flag === '--project') args.project = value;
    else return `Unknown argument: ${flag}`;
  }
  return args;
}

async function remind(args: Args): Promise<number> {
  out(`Now: ${args.now.toISOString()}`);
  // Loaded only now: config.ts reads the environment runCommand set when it is first imported.
  const { runReminderJob } = await import('./services/reminder-job.js');
  try {
    const counts = await runReminderJob({ now: args.now, pageSize: args.pageSize });
    out(
      `Reminders due: ${counts.reminders}; announced: ${counts.announced} to ${counts.users} user(s); ` +
        `notifications: ${counts.notifications}; emails: ${counts.emails}; SMS: ${counts.sms}; ` +
        `writes: ${counts.writes} in ${counts.batches} batch(es); ${(counts.ms / 1000).toFixed(1)} s.`,
    );
    if (counts.failedUsers > 0) {
      fail(`${counts.failedUsers} user(s) were skipped because a reminder changed during the run; run again to decide them.`);
      return 1;
    }
    out(JSON.stringify(counts));
    return 0;
  } catch (error) {
    fail(`The reminder job failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

// Only as a command: the tests import the date parsing.
if (process.argv[1] && /reminders-cli\.[jt]s$/.test(process.argv[1])) {
  runCommand({ usage: USAGE, parse: parseArgs, showAuth: false, run: remind });
}
