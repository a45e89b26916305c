// Budgets of the form filler (docs/forms.md, docs/performance.md), no emulator stack:
// - the marriage package's forms, fully answered, fill in ≤ 1.0 s, and in ≤ 0.5× a naive baseline measured in the
//   same run (per form: load the template, fill every mapped field, save; one form after another);
// - while 5 packages fill at once, the event loop's longest delay stays under 50 ms.
// Prints, per form, the mapped fields out of the PDF's fields and how many the full sample answers fill.
//
// Run by `npm run bench`, or alone: npx tsx tests/bench/form-filling.ts
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFTextField } from 'pdf-lib';
import { formTemplate } from '../../functions/src/data/form-templates';
import type { Answers, FormMap } from '../../functions/src/domain/forms/field-map';
import { FIELD_ROOT, usDate } from '../../functions/src/domain/forms/fill';
import { findGoal } from '../../functions/src/domain/forms/facts/goals';
import { FORM_MAPS } from '../../functions/src/domain/forms/form-maps';
import { fullAnswers } from '../../functions/src/domain/forms/testing/full-answers';
import { fillOfficialForm, shutdownFiller } from '../../functions/src/filling/form-filler';

const PACKAGE_BUDGET_MS = 1000;
const BASELINE_RATIO = 0.5;
const LOOP_BUDGET_MS = 50;
const heading = { name: 'Rosa María Delgado Ruiz', aNumber: '' };

/**
 * pdf-lib with its defaults: a paced load, each field set and its appearance drawn, a paced save. (pdf-lib's default
 * save redraws every field and throws on the I-485's rich-text fields, so appearances are drawn per field here too.)
 */
async function naiveFill(map: FormMap, answers: Answers): Promise<number> {
  const doc = await PDFDocument.load(await formTemplate(map.form));
  const form = doc.getForm();
  const font = form.getDefaultFont();
  for (const mapping of map.fields) {
    const answer = answers[mapping.question];
    if (answer === undefined || answer === '') continue;
    const field = form.getField(FIELD_ROOT + mapping.field);
    if (field instanceof PDFCheckBox && mapping.type === 'check' && answer === mapping.when) field.check();
    if (field instanceof PDFDropdown && field.getOptions().includes(String(answer))) {
      field.select(String(answer));
      field.updateAppearances(font);
    }
    if (field instanceof PDFTextField) {
      const text = mapping.type === 'text' && mapping.format === 'date' ? usDate(String(answer)) : String(answer);
      const max = field.getMaxLength();
      field.setText(max === undefined ? text : text.slice(0, max));
      field.updateAppearances(font);
    }
  }
  return (await doc.save({ updateFieldAppearances: false })).length;
}

/**
 * The five-form package of the budget: the marriage goal's printed forms, not a joint sponsor's second I-864 (the
 * other goals' forms are filings of their own; the N-400 has its budget in n400-trips.ts).
 */
const MARRIAGE_FORMS = new Set(findGoal('marriage-adjustment')?.forms.map((entry) => entry.form));
const PACKAGE = FORM_MAPS.filter((map) => map.copyOf === undefined && MARRIAGE_FORMS.has(map.form));

const fillPackage = (answers: Answers) => Promise.all(PACKAGE.map((map) => fillOfficialForm({ form: map.form, answers, heading })));

async function main(): Promise<boolean> {
  const answers = fullAnswers(PACKAGE);
  console.log(`form filling: ${PACKAGE.map((map) => map.form).join(', ')} on ${availableParallelism()} cores`);

  let naiveMs = 0;
  for (const map of PACKAGE) {
    const started = performance.now();
    await naiveFill(map, answers);
    naiveMs += performance.now() - started;
  }

  let started = performance.now();
  await fillPackage(answers);
  const coldMs = performance.now() - started;
  started = performance.now();
  const filled = await fillPackage(answers);
  const warmMs = performance.now() - started;

  console.log('\nper form: mapped fields / the PDF’s fields, filled by the full sample');
  for (const [index, map] of PACKAGE.entries()) {
    const total = (await PDFDocument.load(await formTemplate(map.form))).getForm().getFields().length;
    const mapped = map.fields.length + (map.additionalInfo?.header.length ?? 0);
    console.log(
      `  ${map.form}: ${mapped} / ${total} mapped, ${filled[index]!.filled} filled, ${filled[index]!.continued.length} continued`,
    );
  }

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  started = performance.now();
  await Promise.all(Array.from({ length: 5 }, () => fillPackage(answers)));
  const fiveMs = performance.now() - started;
  loop.disable();
  const loopMaxMs = loop.max / 1e6;
  await shutdownFiller();

  const packageOk = warmMs <= PACKAGE_BUDGET_MS && warmMs <= BASELINE_RATIO * naiveMs;
  const loopOk = loopMaxMs < LOOP_BUDGET_MS;
  console.log(`\n  naive baseline, one form after another: ${Math.round(naiveMs)} ms`);
  console.log(
    `  ${packageOk ? '✓' : '✗'} package (threads warm): ${Math.round(warmMs)} ms = ${(warmMs / naiveMs).toFixed(2)}× the baseline (budget ${PACKAGE_BUDGET_MS} ms and ${BASELINE_RATIO}×)`,
  );
  console.log(`    the first package, threads starting: ${Math.round(coldMs)} ms`);
  console.log(
    `  ${loopOk ? '✓' : '✗'} 5 packages at once: ${Math.round(fiveMs)} ms, event loop delay max ${loopMaxMs.toFixed(1)} ms (budget < ${LOOP_BUDGET_MS} ms)`,
  );
  return packageOk && loopOk;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
