import { describe, expect, it } from 'vitest';
import type { Answers } from '../field-map';
import { renderEnglish } from '../../i18n/render';
import { I_864_JOINT_SPONSOR } from '../maps/i-864-joint-sponsor';
import { incomeProblems } from './income';

/** A Texan sponsor's household of 2 in 2025: the line is $26,437 (125% of $21,150). */
const answers = (more: Answers): Answers => ({
  'i-864.householdSize': 2,
  'petitioner.address.0.state': 'TX',
  ...more,
});
const check = (more: Answers, citizenSponsoringSpouse = true) =>
  incomeProblems({ answers: answers(more), today: '2025-06-01', citizenSponsoringSpouse });

describe('incomeProblems', () => {
  it('passes an income exactly at 125% of the guideline, and blocks one dollar under', () => {
    expect(check({ 'i-864.householdIncome': 26_437 })).toEqual([]);
    const [problem] = check({ 'i-864.householdIncome': 26_436 });
    expect(problem).toMatchObject({
      kind: 'income',
      severity: 'blocker',
      refs: [
        { form: 'I-864', part: '5', item: '8', questionId: 'i-864.householdSize' },
        { form: 'I-864', part: '6', item: '12', questionId: 'i-864.householdIncome' },
      ],
    });
    expect(renderEnglish(problem!.message)).toBe(
      "The sponsor's income, $26,436, is below the $26,437 that Form I-864 needs for a household of 2 (125% of the 2025 " +
        'poverty guideline). What helps: a joint sponsor who files an I-864 of their own, or assets worth $3 (3 times the ' +
        'shortfall of $1).',
    );
  });

  it('asks assets of 5 times the shortfall when the sponsor is not a citizen sponsoring a spouse', () => {
    const [problem] = check({ 'i-864.householdIncome': 25_437 }, false);
    expect(problem?.message.params).toMatchObject({ shortfall: 1_000, assetsNeeded: 5_000, multiple: 5 });
  });

  it('reads the individual income when the household total is not answered, and text amounts as written', () => {
    expect(check({ 'i-864.individualIncome': '$26,437' })).toEqual([]);
    expect(check({ 'i-864.individualIncome': '26,000' })[0]?.refs[1]).toMatchObject({ questionId: 'i-864.individualIncome', item: '7' });
  });

  it('counts past the table: each person beyond 8 adds $6,875 to the line', () => {
    // 125% of 15,650 + 5,500 × 9 = 81,437.5, printed rounded down.
    expect(check({ 'i-864.householdSize': 10, 'i-864.householdIncome': 81_437 })).toEqual([]);
    expect(check({ 'i-864.householdSize': 10, 'i-864.householdIncome': 81_436 })).toHaveLength(1);
  });

  it('uses the Alaska and Hawaii guidelines for a sponsor living there', () => {
    // 125% of 26,430 (Alaska) and of 24,320 (Hawaii) for two.
    expect(check({ 'petitioner.address.0.state': 'AK', 'i-864.householdIncome': 33_037 })).toEqual([]);
    expect(check({ 'petitioner.address.0.state': 'AK', 'i-864.householdIncome': 33_036 })).toHaveLength(1);
    expect(check({ 'petitioner.address.0.state': 'HI', 'i-864.householdIncome': 30_400 })).toEqual([]);
    expect(check({ 'petitioner.address.0.state': 'HI', 'i-864.householdIncome': 30_399 })).toHaveLength(1);
  });

  it('asks 100% of a sponsor on active duty', () => {
    expect(check({ 'i-864.activeDuty': true, 'i-864.householdIncome': 21_150 })).toEqual([]);
    expect(check({ 'i-864.activeDuty': true, 'i-864.householdIncome': 21_149 })).toHaveLength(1);
  });

  it('only warns when the assets make up the shortfall, or when a joint sponsor is named', () => {
    const covered = check({ 'i-864.householdIncome': 25_437, 'i-864.assets.cash': 2_000, 'i-864.assets.immigrantCash': 1_000 });
    expect(covered.map((problem) => [problem.severity, problem.message.key])).toEqual([['warning', 'forms:readyIncomeAssetsCover']]);
    expect(covered[0]?.refs.at(-1)).toMatchObject({ part: '7', item: '10' });
    expect(check({ 'i-864.householdIncome': 25_437, 'i-864.assets.grandTotal': 2_999 })[0]?.severity).toBe('blocker');
    const joint = check({ 'i-864.householdIncome': 20_000, 'jointSponsor.familyName': 'Ruiz' });
    expect(joint.map((problem) => [problem.severity, problem.message.key])).toEqual([['warning', 'forms:readyIncomeJointSponsor']]);
  });

  it('says nothing until the household size and an income are answered', () => {
    expect(check({})).toEqual([]);
    expect(check({ 'i-864.householdSize': '', 'i-864.householdIncome': 1 })).toEqual([]);
  });

  it('warns, once a year has passed, that newer guidelines may apply', () => {
    const problems = incomeProblems({
      answers: answers({ 'i-864.householdIncome': 90_000 }),
      today: '2026-11-29',
      citizenSponsoringSpouse: true,
    });
    expect(problems.map((problem) => [problem.severity, renderEnglish(problem.message)])).toEqual([
      ['warning', expect.stringContaining('uses the 2025 poverty guidelines') as string],
    ]);
  });
});

describe("incomeProblems for a joint sponsor's I-864", () => {
  const joint = (more: Answers) =>
    incomeProblems({
      answers: { 'i-864.householdSize': 2, 'i-864.individualIncome': 1_000, 'jointSponsor.address.0.state': 'TX', ...more },
      today: '2025-06-01',
      citizenSponsoringSpouse: true,
      map: I_864_JOINT_SPONSOR,
    });

  it("checks the joint sponsor's own household and income, never the petitioner's", () => {
    // A household of 3: $33,312.
    expect(joint({ 'i-864-joint.householdSize': 3, 'i-864-joint.individualIncome': 33_312 })).toEqual([]);
    const [below, ...rest] = joint({ 'i-864-joint.householdSize': 3, 'i-864-joint.individualIncome': 33_311 });
    expect(rest).toEqual([]);
    expect(below).toMatchObject({ kind: 'income', severity: 'blocker' });
    expect(below?.message.key).toBe('forms:readyJointIncomeBelow');
    expect(below?.refs.map((ref) => [ref.form, ref.questionId])).toEqual([
      ['I-864 (joint sponsor)', 'i-864-joint.householdSize'],
      ['I-864 (joint sponsor)', 'i-864-joint.individualIncome'],
    ]);
    expect(joint({})).toEqual([]);
  });

  it('counts assets at five times the shortfall: the one-third rule is for a citizen petitioner of a spouse', () => {
    const short = { 'i-864-joint.householdSize': 3, 'i-864-joint.individualIncome': 32_312 };
    expect(joint({ ...short, 'i-864-joint.assets.grandTotal': 4_999 })[0]?.severity).toBe('blocker');
    const covered = joint({ ...short, 'i-864-joint.assets.grandTotal': 5_000 });
    expect(covered.map((problem) => [problem.severity, problem.message.key])).toEqual([['warning', 'forms:readyJointIncomeAssetsCover']]);
  });
});

describe('incomeProblems with the household members a sponsor counts', () => {
  it("adds the members' incomes to the sponsor's when item 12 is not answered", () => {
    const members = { 'petitioner.householdMember.0.income': 6_000, 'petitioner.householdMember.1.income': 437 };
    expect(check({ 'i-864.individualIncome': 20_000, ...members })).toEqual([]);
    expect(check({ 'i-864.individualIncome': 19_999, ...members })[0]?.severity).toBe('blocker');
  });

  it('warns when item 12 is not the sum of items 7 to 11', () => {
    const problems = check({
      'i-864.individualIncome': 30_000,
      'petitioner.householdMember.0.income': 5_000,
      'i-864.householdIncome': 30_000,
    });
    expect(problems.map((problem) => [problem.kind, problem.severity])).toEqual([['inconsistent', 'warning']]);
    expect(renderEnglish(problems[0]!.message)).toContain('Part 6 item 12 should be $35,000');
    expect(problems[0]?.refs[0]).toMatchObject({ form: 'I-864', part: '6', item: '12' });
    expect(
      check({ 'i-864.individualIncome': 30_000, 'petitioner.householdMember.0.income': 5_000, 'i-864.householdIncome': 35_000 }),
    ).toEqual([]);
  });
});
