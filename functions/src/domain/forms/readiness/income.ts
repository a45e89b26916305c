// The I-864's income against the poverty line (domain/forms/affidavit-income.ts), read from the case's answers: below
// the line, the problem says what can make up the difference.
import { msg } from '../../../shared/i18n/message';
import { checkSponsorIncome } from '../affidavit-income';
import { isAnswered, type Answer, type Answers } from '../field-map';
import { ASSET_MULTIPLE } from '../facts/poverty-guidelines';
import { I_864 } from '../maps/i-864';
import type { Problem, ProblemRef } from './problem';

/** The I-864 questions this check reads (maps/i-864.ts). */
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

/** Every asset item of Part 7 whose sum is the grand total, for a case that answered them but not item 10. */
const ASSET_ITEMS = [
  'cash',
  'realEstate',
  'otherAssets',
  'householdMembers',
  'immigrantCash',
  'immigrantRealEstate',
  'immigrantOtherAssets',
];

/** Where the I-864 prints a question's answer. */
function ref(questionId: string): ProblemRef {
  const field = I_864.fields.find((mapping) => mapping.question === questionId);
  return { form: I_864.form, part: field?.part ?? '', item: field?.item ?? '', questionId };
}

const amount = (value: Answer | undefined): number | undefined => {
  if (!isAnswered(value) || typeof value === 'boolean') return undefined;
  const number = typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(number) ? number : undefined;
};

function assetsOf(answers: Answers): number {
  const total = amount(answers[INCOME_QUESTIONS.assets]);
  return total ?? ASSET_ITEMS.reduce((sum, item) => sum + (amount(answers[`i-864.assets.${item}`]) ?? 0), 0);
}

export interface IncomeInput {
  answers: Answers;
  /** Today, YYYY-MM-DD: the guidelines of an earlier year may be out of date. */
  today: string;
  /** The sponsor is a U.S. citizen sponsoring their spouse: assets count at a third (the marriage goal's petitioner). */
  citizenSponsoringSpouse: boolean;
}

/**
 * The I-864 income problems: none until the household size and an income are answered (the missing-answers check
 * names those); below the line, a blocker, or a warning when the assets make up the shortfall or a joint sponsor is
 * named; and a warning when the guidelines may have been replaced since.
 */
export function incomeProblems({ answers, today, citizenSponsoringSpouse }: IncomeInput): Problem[] {
  const householdSize = amount(answers[INCOME_QUESTIONS.householdSize]);
  const household = amount(answers[INCOME_QUESTIONS.householdIncome]);
  const income = household ?? amount(answers[INCOME_QUESTIONS.individualIncome]);
  if (householdSize === undefined || income === undefined) return [];
  const assets = assetsOf(answers);
  const check = checkSponsorIncome({
    householdSize,
    income,
    state: String(answers[SPONSOR_STATE] ?? ''),
    activeDutyForSpouseOrChild: answers[INCOME_QUESTIONS.activeDuty] === true,
    citizenForSpouseOrAdultChild: citizenSponsoringSpouse,
    assets,
    today,
  });
  const refs = [
    ref(INCOME_QUESTIONS.householdSize),
    ref(household === undefined ? INCOME_QUESTIONS.individualIncome : INCOME_QUESTIONS.householdIncome),
  ];
  const problems: Problem[] = [];
  if (!check.meets) {
    const multiple = citizenSponsoringSpouse ? ASSET_MULTIPLE.citizenForSpouseOrAdultChild : ASSET_MULTIPLE.standard;
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
    const jointSponsor = isAnswered(answers[JOINT_SPONSOR]);
    if (check.assetsSuffice) {
      problems.push({
        kind: 'income',
        severity: 'warning',
        message: msg('forms:readyIncomeAssetsCover', params),
        refs: [...refs, ref(INCOME_QUESTIONS.assets)],
      });
    } else if (jointSponsor) {
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
