// The N-400 filled from the kept PDF: the first six trips abroad in Part 8's rows, the rest in Part 14, one line each,
// and the children's columns in the words the form asks for.
import { describe, expect, it } from 'vitest';
import { formTemplate } from '../../../data/form-templates';
import { FIELD_ROOT, fillForm, loadForm } from '../fill';
import { N_400, N400_TRIP_ROWS } from './n-400';

const HEADING = { name: 'Lucia Hernandez', aNumber: '212345678' };

/** `count` trips of a week, a month apart, the most recent first. */
function trips(count: number): Record<string, string> {
  const answers: Record<string, string> = {};
  for (let n = 0; n < count; n += 1) {
    const month = String(12 - (n % 12)).padStart(2, '0');
    const year = 2025 - Math.floor(n / 12);
    answers[`n-400.trip.${n}.departed`] = `${year}-${month}-01`;
    answers[`n-400.trip.${n}.returned`] = `${year}-${month}-08`;
    answers[`n-400.trip.${n}.countries`] = n % 2 === 0 ? 'Mexico' : 'Canada';
  }
  return answers;
}

const fieldOf = (question: string) => `${FIELD_ROOT}${N_400.fields.find((field) => field.question === question)?.field}`;

describe('the N-400 filled', { timeout: 30_000 }, () => {
  it('writes six trips in Part 8 and continues the rest in Part 14, one line per trip', async () => {
    const filled = await fillForm(await formTemplate('N-400'), N_400, { 'applicant.familyName': 'Hernandez', ...trips(9) }, HEADING);
    const form = (await loadForm(filled.bytes)).getForm();
    expect(form.getTextField(fieldOf('n-400.trip.0.departed')).getText()).toBe('12/01/2025');
    expect(form.getTextField(fieldOf('n-400.trip.5.countries')).getText()).toBe('Canada');
    expect(filled.continued).toEqual([
      {
        page: 6,
        part: '8',
        item: '1',
        on: 'additional-information',
        text: [7, 8, 9]
          .map((number) => {
            const month = String(13 - number).padStart(2, '0');
            const country = number % 2 === 1 ? 'Mexico' : 'Canada';
            return `Trip ${number}: left the United States ${month}/01/2025, returned ${month}/08/2025; countries: ${country}`;
          })
          .join('\n'),
      },
    ]);
    // The sixth row keeps its own trip: a continued list points nowhere.
    expect(form.getTextField(fieldOf(`n-400.trip.${N400_TRIP_ROWS - 1}.departed`)).getText()).toBe('07/01/2025');
    expect(form.getTextField(`${FIELD_ROOT}#subform[12].P11_Line3B[0]`).getText()).toBe('8');
  });

  it('fills Part 14 five trips a block, and continues past its blocks on a continuation sheet', async () => {
    const filled = await fillForm(await formTemplate('N-400'), N_400, trips(40), HEADING);
    expect(filled.continued.map((entry) => [entry.on, entry.text.split('\n').length])).toEqual([
      ...Array.from({ length: 4 }, () => ['additional-information', 5]),
      ['continuation-sheet', 5],
      ['continuation-sheet', 5],
      ['continuation-sheet', 4],
    ]);
    expect(filled.continued.at(-1)?.text).toMatch(/^Trip 37: /);
    const doc = await loadForm(filled.bytes);
    expect(doc.getPageCount()).toBe(15);
  });

  it('has no continuation for six trips or fewer', async () => {
    const filled = await fillForm(await formTemplate('N-400'), N_400, trips(N400_TRIP_ROWS), HEADING);
    expect(filled.continued).toEqual([]);
  });

  it('writes a child’s residence and relationship as the form words them', async () => {
    const filled = await fillForm(
      await formTemplate('N-400'),
      N_400,
      { 'n-400.child.0.residence': 'with-me', 'n-400.child.0.relationship': 'adopted', 'n-400.child.0.support': true },
      HEADING,
    );
    const form = (await loadForm(filled.bytes)).getForm();
    expect(form.getTextField(fieldOf('n-400.child.0.residence')).getText()).toBe('resides with me');
    expect(form.getTextField(fieldOf('n-400.child.0.relationship')).getText()).toBe('legally adopted son or daughter');
    expect(form.getCheckBox(`${FIELD_ROOT}#subform[4].P9_Line5a[0]`).isChecked()).toBe(true);
  });
});
