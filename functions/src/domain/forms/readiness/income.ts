// Each I-864's income against the poverty line (domain/forms/affidavit-income.ts), read from the case's answers: the
// petitioner's and a joint sponsor's, each for its own household. Below the line, the problem says what can make up
// the difference.
import { PERSON_LISTS } from '../../../shared/forms/profile-facts';
import { msg } from '../../../shared/i18n/message';
import { checkSponsorIncome } from '../affidavit-income';
import { isAnswered, type Answer, type Answers, type FormMap } from '../field-map';
import { copyQuestionId } from '../form-copy';
import { ASSET_MULTIPLE } from '../facts/poverty-guidelines';
import { I_864 } from '../maps/i-864';
import type { Problem, ProblemRef } from './problem';

/** The I-864 questions this check reads (maps/i-864.ts); a copy's are renamed (form-copy.ts). */
export const INCOME_QUESTIONS = {
  householdSize: 'i-864.householdSize',
  householdIncome: 'i-864.householdIncome',
  individualIncome: 'i-864.individualIncome',
  activeDuty: 'i-864.activeDuty',
  assets: 'i-864.assets.grandTotal',
} as const;

/** The sponsor's home, whose state picks the guideline (Alaska and Hawaii have their own). */
const SPONSOR_STATE = 'petitioner.address.0.state';
/** A joint sponsor, named in the case, files an I-864 of their own. */
const JOINT_SPONSOR = 'jointSponsor.familyName';

/** The household members whose income a sponsor counts (Part 6 items 8-11). */
const HOUSEHOLD_MEMBERS = Array.from({ length: PERSON_LISTS.householdMember?.max ?? 0 }, (_, n) => n);

/** Every asset item of Part 7 whose sum is the grand total, for a case that answered them but not item 10. */
const ASSET_ITEMS = [
  'cash',
  'realEstate',
  'otherAssets',
  'householdMembers',
  'immigrantCash',
  'immigrantRealEstate',
  'immigrantOtherAssets',
].map((item) => `i-864.assets.${item}`);

const amount = (value: Answer | undefined): number | undefined => {
  if (!isAnswered(value) || typeof value === 'boolean') return undefined;
  const number = typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(number) ? number : undefined;
};

export interface IncomeInput {
  answers: Answers;
  /** Today, YYYY-MM-DD: the guidelines of an earlier year may be out of date. */
  today: string;
  /** The sponsor is a U.S. citizen sponsoring their spouse: assets count at a third (the marriage goal's petitioner). */
  citizenSponsoringSpouse: boolean;
  /** The sponsor's I-864: the petitioner's (the default), or a joint sponsor's copy of it. */
  map?: FormMap;
}

/** One sponsor's I-864: its question ids and where it prints them. */
function sponsorForm(map: FormMap) {
  const id = (question: string) => (map.copyOf ? copyQuestionId(map.copyOf, question) : question);
  const ref = (question: string): ProblemRef => {
    const questionId = id(question);
    const field = map.fields.find((mapping) => mapping.question === questionId);
    return { form: map.form, part: field?.part ?? '', item: field?.item ?? '', questionId };
  };
  return { id, ref, joint: map.copyOf !== undefined };
}

/**
 * One sponsor's I-864 income problems: a household income (item 12) that is not the sponsor's plus the listed
 * members' (items 7-11); none else until the household size and an income are answered (the missing-answers check
 * names those); below the line, a blocker, or a warning when the assets make up the shortfall or, for the
 * petitioner, a joint sponsor is named; and a warning when the guidelines may have been replaced since. A joint
 * sponsor's income must reach the line for the joint sponsor's own household (8 CFR § 213a.2(c)(2)(iii)(C)).
 */
export function incomeProblems({ answers, today, citizenSponsoringSpouse, map = I_864 }: IncomeInput): Problem[] {
  const { id, ref, joint } = sponsorForm(map);
  const householdSize = amount(answers[id(INCOME_QUESTIONS.householdSize)]);
  const household = amount(answers[id(INCOME_QUESTIONS.householdIncome)]);
  const individual = amount(answers[id(INCOME_QUESTIONS.individualIncome)]);
  const members = HOUSEHOLD_MEMBERS.map((n) => amount(answers[id(`petitioner.householdMember.${n}.income`)])).filter(
    (value): value is number => value !== undefined,
  );
  const others = members.reduce((sum, value) => sum + value, 0);
  // Without item 12, the household's income is the sponsor's plus the members' listed (items 7-11).
  const income = household ?? (individual === undefined ? undefined : individual + others);
  const problems: Problem[] = [];
  if (household !== undefined && individual !== undefined && household !== individual + others) {
    problems.push({
      kind: 'inconsistent',
      severity: 'warning',
      message: msg('forms:readyHouseholdIncomeSum', { household, individual, others, sum: individual + others }),
      refs: [ref(INCOME_QUESTIONS.householdIncome), ref(INCOME_QUESTIONS.individualIncome)],
    });
  }
  if (householdSize === undefined || income === undefined) return problems;
  const assets =
    amount(answers[id(INCOME_QUESTIONS.assets)]) ?? ASSET_ITEMS.reduce((sum, item) => sum + (amount(answers[id(item)]) ?? 0), 0);
  const citizenForSpouse = citizenSponsoringSpouse && !joint;
  const check = checkSponsorIncome({
    householdSize,
    income,
    state: String(answers[id(SPONSOR_STATE)] ?? ''),
    activeDutyForSpouseOrChild: !joint && answers[INCOME_QUESTIONS.activeDuty] === true,
    citizenForSpouseOrAdultChild: citizenForSpouse,
    assets,
    today,
  });
  const refs = [
    ref(INCOME_QUESTIONS.householdSize),
    ref(household === undefined ? INCOME_QUESTIONS.individualIncome : INCOME_QUESTIONS.householdIncome),
  ];
  if (!check.meets) {
    const multiple = citizenForSpouse ? ASSET_MULTIPLE.citizenForSpouseOrAdultChild : ASSET_MULTIPLE.standard;
    const params = {
      income,
      required: check.required,
      householdSize,
      percent: check.percent,
      year: check.guidelinesYear,
      shortfall: check.shortfall,
      assets,
      assetsNeeded: check.assetsNeeded,
      multiple,
    };
    if (check.assetsSuffice) {
      const key = joint ? 'forms:readyJointIncomeAssetsCover' : 'forms:readyIncomeAssetsCover';
      problems.push({ kind: 'income', severity: 'warning', message: msg(key, params), refs: [...refs, ref(INCOME_QUESTIONS.assets)] });
    } else if (joint) {
      problems.push({ kind: 'income', severity: 'blocker', message: msg('forms:readyJointIncomeBelow', params), refs });
    } else if (isAnswered(answers[JOINT_SPONSOR])) {
      problems.push({ kind: 'income', severity: 'warning', message: msg('forms:readyIncomeJointSponsor', params), refs });
    } else {
      problems.push({ kind: 'income', severity: 'blocker', message: msg('forms:readyIncomeBelow', params), refs });
    }
  }
  if (check.mayBeOutdated) {
    problems.push({
      kind: 'income',
      severity: 'warning',
      message: msg('forms:readyIncomeGuidelinesYear', { year: check.guidelinesYear }),
      refs,
    });
  }
  return problems;
}
