import { describe, expect, it } from 'vitest';
import { keptForms } from '../../../data/form-templates';
import type { FormEdition } from '../../documents/facts/form-editions';
import { renderEnglish } from '../../i18n/render';
import { editionProblems } from './editions';

const row = (form: string, current: string, alsoAccepted: string[] = []): FormEdition => ({
  form,
  current,
  alsoAccepted,
  source: `https://www.uscis.gov/${form.toLowerCase()}`,
  checkedOn: '2026-11-29',
});

describe('editionProblems', () => {
  it('finds nothing wrong with the kept PDFs against the edition table', () => {
    const forms = keptForms().map((entry) => entry.form);
    expect(editionProblems(forms, keptForms())).toEqual([]);
  });

  it('blocks a kept form whose edition USCIS no longer takes, naming both editions', () => {
    const [problem, ...rest] = editionProblems(['I-864'], [{ form: 'I-864', edition: '03/01/23' }], [row('I-864', '10/17/24')]);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ kind: 'edition', severity: 'blocker', refs: [{ form: 'I-864', part: '', item: '' }] });
    expect(renderEnglish(problem!.message)).toContain('our copy is the 03/01/23 edition, but USCIS now accepts only the 10/17/24 edition');
  });

  it('only warns about an older edition USCIS still accepts', () => {
    const problems = editionProblems(['I-130'], [{ form: 'I-130', edition: '02/28/23' }], [row('I-130', '04/01/24', ['02/28/23'])]);
    expect(problems.map((problem) => [problem.severity, problem.message.key])).toEqual([['warning', 'forms:readyEditionStillAccepted']]);
  });

  it('blocks a kept form the table does not list, and skips forms outside the package', () => {
    const kept = [
      { form: 'I-131', edition: '01/20/25' },
      { form: 'N-400', edition: '01/01/20' },
    ];
    const problems = editionProblems(['I-131'], kept, [row('I-130', '04/01/24')]);
    expect(problems.map((problem) => [problem.severity, problem.message.key, problem.refs[0]?.form])).toEqual([
      ['blocker', 'forms:readyEditionUnknown', 'I-131'],
    ]);
  });
});
