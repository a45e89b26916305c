// The architecture rules of eslint.config.js, shown to fire: each deliberate violation is reported under its rule,
// and the same file with a permitted import has no error, so neither half can pass by accident.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// path.resolve drops the URL's trailing slash: with a `cwd` ending in "/", the TypeScript resolver finds no project
// for a file and so resolves no `@/` or `@shared/` alias.
const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const lintWith = (rules: Record<string, 'error' | 'off'>) =>
  new ESLint({
    cwd: repoRoot,
    // The cycle fixtures, which the repository's lint skips, are linted here.
    ignore: false,
    // A path rule says nothing of an import it cannot resolve, so a probe of a moved module would prove nothing.
    overrideConfig: { rules: { 'import/no-unresolved': 'error', ...rules } },
  });
// The probes below are files that do not exist on disk, and the cycle check reads the importing file from disk, so
// it is left to the cycle tests, which lint real fixture files.
const eslint = lintWith({ 'import/no-cycle': 'off' });
const eslintWithCycles = lintWith({});

/** The rule ids of the errors ESLint reports for `code` as if it were the file at `file` (relative to the repo). */
async function errorRules(file: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(repoRoot, file) });
  const errors = (result?.messages ?? []).filter((m) => m.severity === 2);
  // A parse error has no rule id; it would otherwise read as "no rule fired".
  expect(errors.filter((m) => m.ruleId === null).map((m) => m.message)).toEqual([]);
  return errors.map((m) => m.ruleId ?? '');
}

/** An existing source file under `dir` (relative to the repo), not a test: an import target that really resolves. */
function existingFileIn(dir: string): string {
  const entries = readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' }).sort();
  const file = entries.find((entry) => /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry));
  if (file === undefined) throw new Error(`No source file in ${dir}`);
  return path.join(dir, file);
}

/** A module that imports `specifier` and uses what it imports, so no other rule has anything to say. */
const importing = (specifier: string) => `import * as probe from '${specifier}';\n\nexport const used = probe;\n`;

// Loading the TypeScript resolver for four projects takes a while on the first file.
const SLOW = { timeout: 60_000 };

describe('shared/ stays pure (it runs in the browser too)', () => {
  const FILE = 'functions/src/shared/lint-probe.ts';

  it.each([
    ['firebase-admin/firestore', 'no-restricted-imports'],
    ['firebase-admin', 'no-restricted-imports'],
    ['firebase-functions/logger', 'no-restricted-imports'],
    ['node:fs', 'no-restricted-imports'],
    ['fs', 'no-restricted-imports'],
    ['path', 'no-restricted-imports'],
    ['../data/firebase', 'import/no-restricted-paths'],
    ['../domain/errors', 'import/no-restricted-paths'],
    ['../config', 'import/no-restricted-paths'],
  ])('reports an import of %s (%s)', SLOW, async (specifier, rule) => {
    expect(await errorRules(FILE, importing(specifier))).toEqual([rule]);
  });

  it.each(['zod', './ids', './billing/money'])('allows %s', SLOW, async (specifier) => {
    expect(await errorRules(FILE, importing(specifier))).toEqual([]);
  });
});

describe('the web reaches functions/ only through @shared/', () => {
  const FILE = 'web/src/lint-probe.ts';

  it.each([
    '../../functions/src/data/firebase',
    '../../functions/src/domain/errors',
    '../../functions/src/services/cases',
    '../../functions/src/config',
  ])('reports %s', SLOW, async (specifier) => {
    expect(await errorRules(FILE, importing(specifier))).toEqual(['import/no-restricted-paths']);
  });

  it('reports it from any folder of the web', SLOW, async () => {
    const rules = await errorRules(
      'web/src/features/chat/components/lint-probe.tsx',
      importing('../../../../../functions/src/data/firebase'),
    );
    expect(rules).toEqual(['import/no-restricted-paths']);
  });

  it.each(['@shared/ids', '@shared/billing/money', '../../functions/src/shared/ids'])('allows %s', SLOW, async (specifier) => {
    expect(await errorRules(FILE, importing(specifier))).toEqual([]);
  });
});

describe('features stay apart', () => {
  const FILE = 'web/src/features/chat/lint-probe.ts';
  const alias = (file: string) => `@/${path.relative('web/src', file).replace(/\.tsx?$/, '')}`;

  it('reports a feature importing another feature or app/', SLOW, async () => {
    expect(await errorRules(FILE, importing(alias(existingFileIn('web/src/features/eligibility'))))).toEqual(['no-restricted-imports']);
    expect(await errorRules(FILE, importing(alias(existingFileIn('web/src/app'))))).toEqual(['no-restricted-imports']);
  });

  it('allows its own modules and lib/', SLOW, async () => {
    expect(await errorRules(FILE, importing(alias(existingFileIn('web/src/features/chat'))))).toEqual([]);
    expect(await errorRules(FILE, importing(alias(existingFileIn('web/src/lib'))))).toEqual([]);
  });
});

describe('spinners are named or hidden', () => {
  const FILE = 'web/src/components/ui/lint-probe.tsx';
  const spinner = (attributes: string) =>
    `import { CircularProgress } from '@mui/material';\n\nexport const Busy = () => <CircularProgress size={16}${attributes} />;\n`;

  it('reports a spinner with neither a name nor aria-hidden', SLOW, async () => {
    expect(await errorRules(FILE, spinner(''))).toEqual(['no-restricted-syntax']);
  });

  it('allows one that is named or hidden', SLOW, async () => {
    expect(await errorRules(FILE, spinner(' aria-hidden'))).toEqual([]);
    expect(await errorRules(FILE, spinner(' aria-label={label}').replace('() =>', '({ label }: { label: string }) =>'))).toEqual([]);
  });
});

describe('the server layers', () => {
  it.each([
    ['functions/src/domain/lint-probe.ts', '../data/firebase', 'import/no-restricted-paths'],
    ['functions/src/domain/lint-probe.ts', '../services/cases', 'import/no-restricted-paths'],
    ['functions/src/domain/lint-probe.ts', '../config', 'import/no-restricted-paths'],
    ['functions/src/domain/lint-probe.ts', 'firebase-admin/firestore', 'no-restricted-imports'],
    ['functions/src/data/lint-probe.ts', '../services/cases', 'import/no-restricted-paths'],
    ['functions/src/services/lint-probe.ts', '../http/error-mapper', 'import/no-restricted-paths'],
    ['functions/src/services/lint-probe.ts', '../socket/chat-socket', 'import/no-restricted-paths'],
    ['functions/src/ai/lint-probe.ts', '../services/cases', 'import/no-restricted-paths'],
    ['functions/src/case-status/lint-probe.ts', '../services/cases', 'import/no-restricted-paths'],
    ['functions/src/case-status/lint-probe.ts', '../data/cases-repo', 'import/no-restricted-paths'],
    ['functions/src/domain/lint-probe.ts', '../case-status/provider', 'import/no-restricted-paths'],
    // The assistant's turns, case context and disclaimer are the domain's (domain/chat/agent-types.ts); ai/ builds on them.
    ['functions/src/domain/lint-probe.ts', '../ai/agent', 'import/no-restricted-paths'],
    ['functions/src/domain/chat/lint-probe.ts', '../../ai/provider', 'import/no-restricted-paths'],
    // transport/ (the rate limiter) is for http/ and socket/ only, and depends on neither.
    ['functions/src/services/lint-probe.ts', '../transport/rate-limiter', 'import/no-restricted-paths'],
    ['functions/src/domain/lint-probe.ts', '../transport/rate-limiter', 'import/no-restricted-paths'],
    ['functions/src/data/lint-probe.ts', '../transport/rate-limiter', 'import/no-restricted-paths'],
    ['functions/src/transport/lint-probe.ts', '../http/error-mapper', 'import/no-restricted-paths'],
    ['functions/src/transport/lint-probe.ts', '../socket/chat-socket', 'import/no-restricted-paths'],
    // The two transports do not import each other, and reach data/ only for the token check.
    ['functions/src/http/lint-probe.ts', '../socket/chat-socket', 'import/no-restricted-paths'],
    ['functions/src/socket/lint-probe.ts', '../http/error-mapper', 'import/no-restricted-paths'],
    ['functions/src/http/lint-probe.ts', '../data/firebase', 'import/no-restricted-paths'],
    ['functions/src/http/routes/lint-probe.ts', '../../data/cases-repo', 'import/no-restricted-paths'],
    ['functions/src/socket/lint-probe.ts', '../data/redis', 'import/no-restricted-paths'],
    ['functions/src/filling/lint-probe.ts', '../services/cases', 'import/no-restricted-paths'],
  ])('%s may not import %s', SLOW, async (file, specifier, rule) => {
    expect(await errorRules(file, importing(specifier))).toEqual([rule]);
  });

  it.each([
    ['functions/src/domain/lint-probe.ts', '../shared/ids'],
    ['functions/src/services/lint-probe.ts', '../data/firebase'],
    ['functions/src/http/lint-probe.ts', '../services/cases'],
    ['functions/src/services/lint-probe.ts', '../case-status/provider'],
    ['functions/src/filling/lint-probe.ts', '../data/form-templates'],
    ['functions/src/case-status/lint-probe.ts', '../shared/cases/case-status'],
    ['functions/src/ai/lint-probe.ts', '../domain/chat/agent-types'],
    ['functions/src/http/middleware/lint-probe.ts', '../../transport/rate-limiter'],
    ['functions/src/socket/lint-probe.ts', '../transport/rate-limiter'],
    ['functions/src/transport/lint-probe.ts', '../domain/limits/rate-limit'],
    ['functions/src/http/lint-probe.ts', '../data/identity'],
    ['functions/src/http/middleware/lint-probe.ts', '../../data/identity'],
    ['functions/src/socket/lint-probe.ts', '../data/identity'],
    ['functions/src/socket/lint-probe.ts', '../domain/chat/chat-view'],
  ])('%s may import %s', SLOW, async (file, specifier) => {
    expect(await errorRules(file, importing(specifier))).toEqual([]);
  });
});

describe('import cycles', () => {
  // The same import from two places: cycle-b.ts imports cycle-a.ts back, so only there does it close a cycle.
  const IMPORT_B = "import { fromB } from './cycle-b';\n\nexport const fromA = 'a';\nexport const readB = (): string => fromB;\n";

  // eslint-plugin-import follows only the files its `import/extensions` setting names (eslint.config.js lists the TypeScript ones).
  it('reports a module that imports something importing it back (import/no-cycle)', SLOW, async () => {
    expect(await errorRules('tests/lint/fixtures/cycle-a.ts', IMPORT_B, eslintWithCycles)).toEqual(['import/no-cycle']);
  });

  it('allows the same import where nothing imports back', SLOW, async () => {
    expect(await errorRules('tests/lint/fixtures/acyclic.ts', IMPORT_B, eslintWithCycles)).toEqual([]);
  });

  it('is on for the whole repository, not only the fixtures', SLOW, async () => {
    const config = (await eslintWithCycles.calculateConfigForFile(path.join(repoRoot, 'web/src/main.tsx'))) as {
      rules?: Record<string, unknown[]>;
    };
    expect(config.rules?.['import/no-cycle']?.[0]).toBe(2);
  });
});
