// `npm run admin -- grant-expert <email> [--project <id>]` and `revoke-expert <email> [--project <id>]`: an
// administrator's commands for the expert role (README, "Experts"). Without --project they act on the local
// emulators (the ports of emulators/lib/paths.ts); with it, on that Firebase project with the application default
// credentials (`gcloud auth application-default login`). Entry point only: the work is services/expert-roles.ts.
// cli/command-line.ts sets up the environment before config.ts reads it (the services are loaded afterwards).
import { fail, out, runCommand } from './cli/command-line';

const USAGE = `Usage: npm run admin -- <command> <argument> [--project <id>]

Commands:
  grant-expert <email>    give the account the expert role (custom claim role=expert) and put it on the roster
  revoke-expert <email>   take the role away, end the account's sessions and put its cases back in the queue
  import-visa-bulletin <saved html> [--source <url>]
                          store a saved copy of the State Department's Visa Bulletin page and notify the applicants
                          whose tracked applications it makes current (the source defaults to the month's
                          travel.state.gov address)
  publish-content [--dry-run] [--force]
                          write the product's content (knowledge cards, figures, articles, news, glossary, FAQ,
                          suggested questions) to Firestore: prints what it adds, changes and removes, records the
                          content version, and keeps figures changed in the console unless --force; --dry-run only
                          reports (docs/content.md)
  import-processing-times <saved json> | --fetch
                          store USCIS's processing times, from a saved copy of the processing-times page's data or
                          fetched from it (network access needed), and notify the applicants whose tracked
                          applications are now outside the normal time

Without --project the local emulators are used (npm start); with it, the real project, through the application
default credentials.`;

const COMMANDS = ['grant-expert', 'revoke-expert', 'import-visa-bulletin', 'import-processing-times', 'publish-content'] as const;
type Command = (typeof COMMANDS)[number];

interface Args {
  command: Command;
  /** The email address, or for the imports the saved file's path ('' for import-processing-times --fetch). */
  email: string;
  project: string | null;
  /** import-visa-bulletin: where the page was saved from. */
  source: string | null;
  /** publish-content: report only; overwrite figures changed in the console. */
  dryRun?: boolean;
  force?: boolean;
}

function parseArgs(argv: readonly string[]): Args | string {
  const rest = [...argv];
  let project: string | null = null;
  const at = rest.indexOf('--project');
  if (at >= 0) {
    project = rest[at + 1] ?? '';
    if (!project || project.startsWith('-')) return '--project needs a project id.';
    rest.splice(at, 2);
  }
  let source: string | null = null;
  const sourceAt = rest.indexOf('--source');
  if (sourceAt >= 0) {
    source = rest[sourceAt + 1] ?? '';
    if (!/^https:\/\/\S+$/.test(source)) return '--source needs an https:// address.';
    rest.splice(sourceAt, 2);
  }
  const fetchAt = rest.indexOf('--fetch');
  const fetching = fetchAt >= 0;
  if (fetching) rest.splice(fetchAt, 1);
  const flag = (name: string) => {
    const index = rest.indexOf(name);
    if (index >= 0) rest.splice(index, 1);
    return index >= 0;
  };
  const dryRun = flag('--dry-run');
  const force = flag('--force');
  const [command, email = '', ...extra] = rest;
  if ((dryRun || force) && command !== 'publish-content') return '--dry-run and --force are for publish-content only.';
  if (command === 'publish-content') {
    if (email !== '' || extra.length > 0) return `Unexpected arguments: ${[email, ...extra].join(' ')}`;
    if (source !== null || fetching) return 'publish-content takes only --dry-run, --force and --project.';
    return { command, email, project, source, dryRun, force };
  }
  if (fetching && command !== 'import-processing-times') return '--fetch is for import-processing-times only.';
  if (command === 'import-processing-times') {
    if (fetching === (email !== '')) return `${command} needs the path of a saved processing-times file, or --fetch.`;
    if (extra.length > 0) return `Unexpected arguments: ${extra.join(' ')}`;
    return { command, email, project, source };
  }
  if (!command || !(COMMANDS as readonly string[]).includes(command)) return command ? `Unknown command: ${command}` : 'Name a command.';
  if (!email)
    return command === 'import-visa-bulletin'
      ? `${command} needs the path of a saved Visa Bulletin page.`
      : `${command} needs an email address.`;
  if (extra.length > 0) return `Unexpected arguments: ${extra.join(' ')}`;
  if (source !== null && command !== 'import-visa-bulletin') return `--source is for import-visa-bulletin only.`;
  return { command: command as Command, email, project, source };
}

/** A failure as one line: a domain error's message is written for people; anything else shows its code and message. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, fields } = error as { code?: unknown; fields?: Record<string, string> };
  const detail = fields ? ` (${Object.values(fields).join('; ')})` : '';
  if (error.name === 'DomainError') return `${error.message}${detail}`;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}

/** import-visa-bulletin: the saved page is read here; parsing, storing and notifying are services/visa-bulletin.ts. */
async function importBulletin(file: string, source: string | null): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  let html: string;
  try {
    html = await readFile(file, 'utf8');
  } catch (error) {
    fail(`import-visa-bulletin failed: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? describe(error)}).`);
    return 1;
  }
  const { importVisaBulletin } = await import('./services/visa-bulletin.js');
  try {
    const result = await importVisaBulletin(html, source ?? undefined);
    out(`${result.created ? 'Imported' : 'Re-imported'} the ${result.title} as visaBulletins/${result.month}.`);
    out(`Source: ${result.sourceUrl}. Check it against travel.state.gov: the saved copy is what the app now shows.`);
    out(
      result.comparedWith
        ? `Checked ${result.checked} tracked application(s) against the ${result.comparedWith} bulletin's Final Action Dates.`
        : `No earlier bulletin is stored, so nobody is told about a change (${result.checked} tracked application(s) with a category).`,
    );
    out(
      result.notified.length > 0
        ? `Notified the owners of ${result.notified.length} application(s) that became current: ${result.notified.join(', ')}.`
        : 'Nobody to notify.',
    );
    return 0;
  } catch (error) {
    fail(`import-visa-bulletin failed: ${describe(error)}`);
    return 1;
  }
}

/** import-processing-times: the saved file is read (or the data fetched) here; the rest is services/processing-times.ts. */
async function importTimes(file: string): Promise<number> {
  let text: string;
  try {
    if (file === '') {
      const { fetchProcessingTimeAnswers } = await import('./data/uscis-processing-times-client.js');
      text = JSON.stringify(await fetchProcessingTimeAnswers());
    } else {
      const { readFile } = await import('node:fs/promises');
      text = await readFile(file, 'utf8');
    }
  } catch (error) {
    fail(
      `import-processing-times failed: cannot ${file === '' ? 'fetch the data' : `read ${file}`} (${(error as NodeJS.ErrnoException).code ?? describe(error)}).`,
    );
    return 1;
  }
  const { importProcessingTimes } = await import('./services/processing-times.js');
  try {
    const result = await importProcessingTimes(text);
    out(`Read ${result.figures} processing time(s): ${result.created} new, ${result.changed} changed, ${result.unchanged} unchanged.`);
    out(
      result.notified.length > 0
        ? `Notified the owners of ${result.notified.length} application(s) now outside the normal processing time: ${result.notified.join(', ')}.`
        : 'Nobody to notify.',
    );
    return 0;
  } catch (error) {
    fail(`import-processing-times failed: ${describe(error)}`);
    return 1;
  }
}

/** publish-content: the work is services/content-publish.ts; this prints its report. */
async function publish(dryRun: boolean, force: boolean): Promise<number> {
  const { publishContent } = await import('./services/content-publish.js');
  try {
    const report = await publishContent({ dryRun, force });
    const list = (label: string, paths: readonly string[]) => {
      out(`${label} (${paths.length})${paths.length > 0 ? ':' : '.'}`);
      for (const path of paths) out(`  ${path}`);
    };
    out(
      `${dryRun ? 'Would publish' : 'Published'} content version ${report.version}${report.previousVersion ? ` (was ${report.previousVersion})` : ''}.`,
    );
    list('Added', report.added);
    list('Changed', report.changed);
    list('Removed', report.removed);
    out(`Unchanged: ${report.unchanged}.`);
    if (report.keptFigures.length > 0) {
      out(`Kept ${report.keptFigures.length} figure(s) changed in the console since the last publish (run with --force to overwrite):`);
      for (const id of report.keptFigures) out(`  knowledgeFigures/${id}`);
    }
    if (dryRun) out('Dry run: nothing was written.');
    return 0;
  } catch (error) {
    fail(`publish-content failed: ${describe(error)}`);
    return 1;
  }
}

async function administer(args: Args): Promise<number> {
  if (args.command === 'publish-content') return publish(args.dryRun === true, args.force === true);
  if (args.command === 'import-visa-bulletin') return importBulletin(args.email, args.source);
  if (args.command === 'import-processing-times') return importTimes(args.email);
  // Loaded only now: config.ts reads the environment runCommand set when it is first imported.
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

runCommand({ usage: USAGE, parse: parseArgs, showAuth: true, run: administer, describe });
