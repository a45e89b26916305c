import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../knowledge/facts/figure-table';
import { renderEnglish } from '../../i18n/render';
import { feeProblems, feesFor } from './fees';

const MARRIAGE = ['I-130', 'I-130A', 'I-485', 'I-864', 'I-693'];
const fee = (id: string): number => FIGURES.find((figure) => figure.id === id)!.value;

describe('feesFor', () => {
  it('prices the required marriage package from the figure table, on paper only because of the I-485', () => {
    const { perForm, total } = feesFor(MARRIAGE);
    expect(perForm['I-130']).toMatchObject({ online: fee('fee-i130-online'), paper: fee('fee-i130-paper') });
    expect(perForm['I-485']).toMatchObject({ online: null, paper: fee('fee-i485') });
    expect(total).toEqual({ online: null, paper: fee('fee-i130-paper') + fee('fee-i485') });
    // Today's figures, so that a fee change is seen here too: $675 + $1,440.
    expect(total.paper).toBe(2_115);
  });

  it('says why the I-130A, I-864 and I-693 cost nothing at USCIS', () => {
    const { perForm } = feesFor(MARRIAGE);
    expect(perForm['I-130A']).toEqual({ online: 0, paper: 0, note: { key: 'forms:feeNoteI130a' }, sources: [] });
    expect(perForm['I-864']).toMatchObject({ paper: 0, note: { key: 'forms:feeNoteI864' }, sources: ['https://www.uscis.gov/g-1055'] });
    expect(renderEnglish(perForm['I-693']!.note!)).toBe('No USCIS fee: you pay the civil surgeon for the medical exam.');
  });

  it('adds the I-765 (at its fee with a pending I-485) and the I-131, each paid on its own', () => {
    const { perForm, total } = feesFor([...MARRIAGE, 'I-765', 'I-131']);
    expect(perForm['I-765']).toMatchObject({ online: null, paper: fee('fee-i765-with-i485') });
    expect(perForm['I-131']).toMatchObject({ online: fee('fee-i131-online'), paper: fee('fee-i131-paper') });
    expect(total.paper).toBe(2_115 + 260 + 630);
  });

  it('prices an I-765 without an I-485 at its own online and paper fees, and totals online when every form can go online', () => {
    const { perForm, total } = feesFor(['I-130', 'I-765']);
    expect(perForm['I-765']).toMatchObject({ online: fee('fee-i765-online'), paper: fee('fee-i765-paper') });
    expect(total).toEqual({
      online: fee('fee-i130-online') + fee('fee-i765-online'),
      paper: fee('fee-i130-paper') + fee('fee-i765-paper'),
    });
  });

  it('leaves out a form it has no fee for', () => {
    expect(Object.keys(feesFor(['I-130', 'I-999']).perForm)).toEqual(['I-130']);
  });
});

describe('feeProblems', () => {
  it('tells the paper total and that each fee is paid separately', () => {
    const problems = feeProblems([...MARRIAGE, 'I-765']);
    expect(problems.map((problem) => problem.severity)).toEqual(['warning']);
    expect(problems[0]?.refs.map((ref) => ref.form)).toEqual(['I-130', 'I-485', 'I-765']);
    expect(renderEnglish(problems[0]!.message)).toBe(
      'This package costs $2,375 in USCIS fees on paper. Pay each of the 3 fees separately: since April 1, 2024, the I-485 ' +
        'fee no longer includes the I-765 or the I-131.',
    );
  });

  it('blocks a form whose fee it does not know', () => {
    const problems = feeProblems(['I-999']);
    expect(problems.map((problem) => [problem.severity, problem.message])).toEqual([
      ['blocker', { key: 'forms:readyFeeUnknown', params: { form: 'I-999' } }],
    ]);
  });
});
