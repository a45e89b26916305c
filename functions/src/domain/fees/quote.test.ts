import { describe, expect, it } from 'vitest';
import { FEE_FORMS } from '../../shared/fees/fee-forms';
import { FIGURES } from '../knowledge/facts/figure-table';
import { renderEnglish } from '../i18n/render';
import { FEE_SCHEDULE } from './fee-schedule';
import { feeQuote, type QuoteRequest } from './quote';

const fee = (id: string): number => FIGURES.find((figure) => figure.id === id)!.value;

function quote(request: Partial<QuoteRequest> & Pick<QuoteRequest, 'forms'>) {
  const result = feeQuote({ filing: 'paper', ...request });
  if ('unknownForms' in result) throw new Error(`unknown forms ${result.unknownForms.join(', ')}`);
  return result;
}
const line = (request: Parameters<typeof quote>[0], form = request.forms[0]) => {
  const found = quote(request).lines.find((entry) => entry.form === form);
  if (!found) throw new Error(`no line for ${form}`);
  return { ...found, text: found.conditions.map(renderEnglish).join(' ') };
};

describe('the fee schedule', () => {
  it('names only figures of the table, each a fee in dollars', () => {
    const ids = FEE_SCHEDULE.flatMap((rule) => [
      ...Object.values(rule.base).filter((value): value is string => typeof value === 'string' && value.startsWith('fee-')),
      ...[rule.reduced, rule.childUnder14, rule.withPendingI485, rule.premium].filter((id): id is string => id !== undefined),
      ...Object.values(rule.byClass ?? {}).flatMap((ids) => [ids.standard, ids.small]),
      ...(rule.charges ?? []).map((charge) => charge.figure),
    ]);
    for (const id of ids) expect(FIGURES.find((figure) => figure.id === id)?.unit, id).toBe('usd');
  });

  it('prices every USCIS form whose fee the figure table holds', () => {
    const named = new Set(
      FIGURES.filter((figure) => figure.unit === 'usd' && figure.source.url.includes('uscis.gov'))
        .flatMap((figure) => [...figure.label.matchAll(/\bForms? ((?:I|N|AR)-\d+[A-Z]*)/g)].map((match) => match[1]))
        .filter((form): form is string => form !== undefined),
    );
    expect(named.size).toBeGreaterThan(25);
    const priced = new Set(FEE_SCHEDULE.map((rule) => rule.form));
    expect([...named].filter((form) => !priced.has(form))).toEqual([]);
  });
});

describe('feeQuote', () => {
  it('gives one line per form with its source and check date, then the total, online against paper', () => {
    const paper = quote({ forms: ['I-130', 'I-765'] });
    expect(paper.lines.map((entry) => [entry.form, entry.amount])).toEqual([
      ['I-130', fee('fee-i130-paper')],
      ['I-765', fee('fee-i765-paper')],
    ]);
    expect(paper.total).toBe(fee('fee-i130-paper') + fee('fee-i765-paper'));
    expect(paper.lines[0]).toMatchObject({
      source: 'https://www.uscis.gov/g-1055',
      checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(quote({ forms: ['I-130', 'I-765'], filing: 'online' }).total).toBe(fee('fee-i130-online') + fee('fee-i765-online'));
  });

  it('charges the paper fee online for a form filed on paper only, and says so', () => {
    const i485 = line({ forms: ['I-485'], filing: 'online' });
    expect(i485.amount).toBe(fee('fee-i485'));
    expect(i485.text).toContain('Filed on paper only');
  });

  it('takes the forms in any case, each once, and names the unknown ones', () => {
    expect(quote({ forms: [' i-485', 'I-485'] }).lines.map((entry) => entry.form)).toEqual(['I-485']);
    expect(feeQuote({ forms: ['I-485', 'X-12', 'I-9999'], filing: 'paper' })).toEqual({ unknownForms: ['X-12', 'I-9999'] });
  });

  it('gives the reduced N-400 fee, online or on paper', () => {
    for (const filing of ['online', 'paper'] as const) {
      const n400 = line({ forms: ['N-400'], filing, reducedFee: true });
      expect(n400.amount).toBe(fee('fee-n400-reduced'));
      expect(n400.text).toContain('400% of the federal poverty guidelines');
    }
    expect(line({ forms: ['I-130'], reducedFee: true }).amount).toBe(fee('fee-i130-paper'));
  });

  it('waives what Form I-912 can waive, says which only in some categories, and refuses the rest', () => {
    expect(line({ forms: ['N-400'], feeWaiver: true })).toMatchObject({ amount: 0, text: expect.stringContaining('Form I-912') });
    expect(line({ forms: ['I-485'], feeWaiver: true }).text).toContain('only some categories');
    const i130 = line({ forms: ['I-130'], feeWaiver: true });
    expect(i130.amount).toBe(fee('fee-i130-paper'));
    expect(i130.text).toContain('cannot be waived');
    // TPS: the I-821 fee is waived, the charges set by law are not.
    const tps = line({ forms: ['I-821'], feeWaiver: true });
    expect(tps.amount).toBe(fee('fee-tps-biometrics') + fee('fee-tps-hr1'));
    expect(tps.text).toContain('not waived');
  });

  it('gives the I-485 fee of a child under 14 filing with a parent', () => {
    expect(line({ forms: ['I-485'], childUnder14: true }).amount).toBe(fee('fee-i485-child'));
  });

  it('prices the I-765 lower with a pending I-485, and says the I-131 is still paid in full', () => {
    const package_ = quote({ forms: ['I-485', 'I-765', 'I-131'], withPendingI485: true });
    expect(package_.lines.map((entry) => entry.amount)).toEqual([fee('fee-i485'), fee('fee-i765-with-i485'), fee('fee-i131-paper')]);
    expect(line({ forms: ['I-131'], withPendingI485: true }).text).toContain('paid on its own');
  });

  it('adds the Pub. L. 119-21 charge to a humanitarian work permit, marked as indexed', () => {
    const initial = line({ forms: ['I-765'], humanitarianWorkPermit: 'initial' });
    expect(initial.amount).toBe(fee('fee-i765-paper') + fee('fee-ead-humanitarian-hr1'));
    expect(initial.text).toContain('Indexed yearly');
    expect(line({ forms: ['I-765'], humanitarianWorkPermit: 'renewal' }).amount).toBe(fee('fee-i765-paper') + fee('fee-ead-renewal-hr1'));
    expect(line({ forms: ['I-589'] }).text).toContain('Indexed yearly');
  });

  it('prices the I-129 by classification and employer size, with the charges that go with it, and premium processing apart', () => {
    const h1b = quote({ forms: ['I-129'], i129Class: 'h1b', premium: true });
    expect(h1b.lines.map((entry) => [entry.form, entry.amount])).toEqual([
      ['I-129', fee('fee-i129-h1b') + fee('fee-asylum-program') + fee('fee-h1b-acwia') + fee('fee-h1b-fraud')],
      ['I-907', fee('fee-premium-processing-i129')],
    ]);
    const small = line({ forms: ['I-129'], i129Class: 'o1', smallEmployer: true });
    expect(small.amount).toBe(fee('fee-i129-o1-small') + fee('fee-asylum-program-small'));
    expect(small.text).toContain('25 or fewer');
    expect(quote({ forms: ['I-130'], premium: true }).lines.map((entry) => entry.form)).toEqual(['I-130']);
  });

  it('lists forms without a USCIS fee at $0 with the reason', () => {
    const i693 = line({ forms: ['I-693'] });
    expect(i693).toMatchObject({ amount: 0, source: 'https://www.uscis.gov/g-1055' });
    expect(i693.text).toContain('civil surgeon');
  });
});

describe('the forms the calculator offers', () => {
  it('are exactly the forms the schedule prices', () => {
    expect(FEE_FORMS.map((entry) => entry.form).sort()).toEqual(FEE_SCHEDULE.map((rule) => rule.form).sort());
  });
});
