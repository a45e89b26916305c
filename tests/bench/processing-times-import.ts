// Budget: importing a full processing-times file (every form and office, about 2,000 figures) takes ≤ 10 s against
// the emulator, through the admin CLI as an administrator runs it (functions/src/services/processing-times.ts).
// The file is generated in the page's answer shape (docs/processing-times.md); a second import of the same file must
// change nothing. Prints the figures per second.
//
// Run by `npm run bench`. Outside a stack it starts a throwaway one and runs itself inside it.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { FEE_FORMS } from '../../functions/src/shared/fees/fee-forms';
import { runBenchInStack } from '../support/bench';

const BUDGET_S = 10;
const OFFICES = ['CSC', 'NSC', 'TSC', 'VSC', 'NBC', 'YSC', ...Array.from({ length: 28 }, (_, i) => `F${String(i).padStart(2, '0')}`)];
const CATEGORIES = 2;

/** Every form of the fee table at 34 offices, two categories each: 30 × 34 × 2 = 2,040 figures. */
function fullFile(): { path: string; figures: number } {
  const answers = FEE_FORMS.flatMap(({ form }) =>
    OFFICES.map((office, o) => ({
      data: {
        processing_time: {
          form_name: form,
          office_code: office,
          subtypes: Array.from({ length: CATEGORIES }, (_, c) => ({
            form_type: `${form}-${c}`,
            publication_date: 'October 31, 2026',
            range: [{ value: String(3 + ((o + c) % 20) / 2), unit: 'Months' }],
            subtype_info_en: `Category ${c + 1} of Form ${form}`,
          })),
        },
      },
    })),
  );
  const path = join(mkdtempSync(join(tmpdir(), 'processing-times-')), 'full.json');
  writeFileSync(path, JSON.stringify({ answers }));
  return { path, figures: answers.length * CATEGORIES };
}

async function importFile(path: string): Promise<{ seconds: number; stdout: string }> {
  const started = performance.now();
  const child = spawn('node', ['--import', 'tsx', 'functions/src/admin-cli.ts', 'import-processing-times', path], {
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error(`import-processing-times failed (${status}): ${stderr}`);
  return { seconds: (performance.now() - started) / 1000, stdout };
}

async function measure(): Promise<boolean> {
  const { path, figures } = fullFile();
  const first = await importFile(path);
  const again = await importFile(path);
  const problems: string[] = [];
  if (!first.stdout.includes(`Read ${figures} processing time(s): ${figures} new`)) problems.push(`first import: ${first.stdout.trim()}`);
  if (!again.stdout.includes(`0 new, 0 changed, ${figures} unchanged`))
    problems.push(`re-import changed something: ${again.stdout.trim()}`);
  const ok = first.seconds <= BUDGET_S && problems.length === 0;
  console.log(
    `processing-times import: ${figures.toLocaleString('en-US')} figures (${FEE_FORMS.length} forms × ${OFFICES.length} offices × ${CATEGORIES})`,
  );
  console.log(`  first import ${first.seconds.toFixed(1)} s (${Math.round(figures / first.seconds)} figures/s, the CLI's start included)`);
  console.log(`  re-import ${again.seconds.toFixed(1)} s, nothing changed`);
  for (const problem of problems) console.log(`  ✖ ${problem}`);
  console.log(`  ${ok ? '✓' : '✗'} ${first.seconds.toFixed(1)} s (budget ≤ ${BUDGET_S} s)`);
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runBenchInStack('processing-times import', 'tests/bench/processing-times-import.ts', measure, 300_000);
}
