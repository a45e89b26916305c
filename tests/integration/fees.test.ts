// The fee calculator through the API, with two real users: a quote for each option that changes a fee, in the
// caller's language; the 400s name the field (an unknown form by its number), and without a token the answer is 401.
import { beforeAll, describe, expect, it } from 'vitest';
import { FIGURES } from '../../functions/src/domain/knowledge/facts/figure-table';
import type { FeeQuoteView } from '../../functions/src/shared/fees/fee-views';
import { api, createTestUser, type TestUser } from '../support/stack';

const fee = (id: string): number => FIGURES.find((figure) => figure.id === id)!.value;
type FieldErrors = { error: { message: string; fields?: Record<string, string> } };

describe('GET /fees/quote', () => {
  let first: TestUser;
  let second: TestUser;
  const quote = (query: string, user: TestUser = first, headers: Record<string, string> = {}) =>
    api<FeeQuoteView & Partial<FieldErrors>>(`/fees/quote?${query}`, { token: user.idToken, headers });

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestUser('Lucia Hernandez'), createTestUser('Amir Haddad')]);
  });

  it('answers one line per form with its source and check date, then the total, online against paper', async () => {
    const paper = await quote('forms=I-130,I-765&filing=paper');
    expect(paper.status).toBe(200);
    expect(paper.body.lines.map((line) => [line.form, line.amount])).toEqual([
      ['I-130', fee('fee-i130-paper')],
      ['I-765', fee('fee-i765-paper')],
    ]);
    expect(paper.body.lines[0]).toEqual({
      form: 'I-130',
      amount: fee('fee-i130-paper'),
      source: 'https://www.uscis.gov/g-1055',
      checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      conditions: [],
    });
    expect(paper.body.total).toBe(fee('fee-i130-paper') + fee('fee-i765-paper'));
    const online = await quote('forms=I-130,I-765&filing=online', second);
    expect(online.status).toBe(200);
    expect(online.body.total).toBe(fee('fee-i130-online') + fee('fee-i765-online'));
  });

  it('prices each option that changes a fee', async () => {
    const amount = async (query: string, form: string) => {
      const res = await quote(query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.lines.find((line) => line.form === form)?.amount;
    };
    expect(await amount('forms=N-400&filing=online&reducedFee=true', 'N-400')).toBe(fee('fee-n400-reduced'));
    expect(await amount('forms=N-400&filing=online&feeWaiver=1', 'N-400')).toBe(0);
    expect(await amount('forms=I-485&filing=paper&childUnder14=true', 'I-485')).toBe(fee('fee-i485-child'));
    expect(await amount('forms=I-485,I-765&filing=paper&withPendingI485=true', 'I-765')).toBe(fee('fee-i765-with-i485'));
    expect(await amount('forms=I-765&filing=paper&humanitarianWorkPermit=initial', 'I-765')).toBe(
      fee('fee-i765-paper') + fee('fee-ead-humanitarian-hr1'),
    );
    expect(await amount('forms=I-129&filing=paper&i129Class=l1&smallEmployer=true', 'I-129')).toBe(
      fee('fee-i129-l1-small') + fee('fee-asylum-program-small') + fee('fee-h1b-fraud'),
    );
    expect(await amount('forms=I-140&filing=paper&premium=true', 'I-907')).toBe(fee('fee-premium-processing-i129'));
  });

  it("says what a fee depends on in the caller's language", async () => {
    const spanish = await quote('forms=I-485&filing=online', first, { 'accept-language': 'es' });
    expect(spanish.status).toBe(200);
    expect(spanish.body.lines[0]?.conditions.join(' ')).toContain('Solo se presenta en papel');
  });

  it('refuses bad input with a message per field, naming an unknown form', async () => {
    const unknown = await quote('forms=I-485,X-12&filing=paper');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields?.['forms']).toContain('X-12');
    const noFiling = await quote('forms=I-485');
    expect(noFiling.status).toBe(400);
    expect(Object.keys(noFiling.body.error?.fields ?? {})).toContain('filing');
    expect((await quote('forms=&filing=paper')).status).toBe(400);
    expect((await quote('forms=I-485&filing=fax')).status).toBe(400);
    expect((await quote('forms=I-485&filing=paper&premium=maybe')).status).toBe(400);
    const noClass = await quote('forms=I-129&filing=paper');
    expect(noClass.status).toBe(400);
    expect(Object.keys(noClass.body.error?.fields ?? {})).toEqual(['i129Class']);
    const tooMany = await quote(`forms=${Array.from({ length: 21 }, () => 'I-130').join(',')}&filing=paper`);
    expect(tooMany.status).toBe(400);
  });

  it('answers 401 without a valid token', async () => {
    expect((await api('/fees/quote?forms=I-485&filing=paper')).status).toBe(401);
  });
});
