// The path a result gives: the route (inside the United States, at a consulate, by a change of status, or another
// way), the USCIS forms in the order they are filed, the waivers the bars call for, their filing fees from the fee
// engine (domain/fees/quote.ts), and the next step. A path the Forms step prepares takes its forms from the goal
// (domain/forms/facts/goals.ts), so none of it is written twice. Pure.
import type { EligibilityInput } from '../../shared/eligibility/applicant-schema';
import type { GoalId } from '../../shared/forms/form-views';
import type { FilingPath, Finding, PathRoute } from '../../shared/eligibility/types';
import { feeRuleFor } from '../fees/fee-schedule';
import { feeQuote } from '../fees/quote';
import { findGoal } from '../forms/facts/goals';
import type { CrossCategoryResult } from './cross-category';
import { WAIVABLE_CRIMINAL_GROUNDS } from './cross-category/criminal-events';
import { THREE_YEAR_BAR_AFTER_DAYS, TEN_YEAR_BAR_FROM_DAYS } from './cross-category/unlawful-presence';
import { visaPathOf } from './visa-path';

interface Plan {
  route: PathRoute;
  forms: string[];
  goal: GoalId | null;
}

/** A goal's forms that every filing of it holds, in the goal's order. */
const goalForms = (id: GoalId): string[] => (findGoal(id)?.forms ?? []).filter((form) => form.required).map((form) => form.form);

function familyPlan(input: Extract<EligibilityInput, { category: 'Family-Based' }>, adjusting: boolean): Plan {
  const spouseOfCitizen = input.categoryDetails.relationshipType === 'Spouse' && input.categoryDetails.petitionerStatus === 'U.S. citizen';
  if (spouseOfCitizen && adjusting) return { route: 'adjustment', forms: goalForms('marriage-adjustment'), goal: 'marriage-adjustment' };
  const petition = input.categoryDetails.relationshipType === 'Spouse' ? ['I-130', 'I-130A'] : ['I-130'];
  return adjusting
    ? { route: 'adjustment', forms: [...petition, 'I-485', 'I-864'], goal: null }
    : { route: 'consular', forms: [...petition, 'I-864'], goal: null };
}

function planOf(input: EligibilityInput, cross: CrossCategoryResult): Plan {
  const adjusting = cross.adjustment === 'allowed' || cross.adjustment === 'review';
  const inside = cross.situation.inUnitedStates && cross.situation.manner !== 'without-inspection';
  const immigrant = (petition: string[]): Plan =>
    adjusting ? { route: 'adjustment', forms: [...petition, 'I-485'], goal: null } : { route: 'consular', forms: petition, goal: null };
  const temporary = (change: string[]): Plan =>
    inside ? { route: 'change-of-status', forms: change, goal: null } : { route: 'consular', forms: [], goal: null };
  switch (input.category) {
    case 'Family-Based':
      return familyPlan(input, adjusting);
    case 'K-Visa':
      return { route: 'consular', forms: goalForms('fiance-petition'), goal: 'fiance-petition' };
    case 'Employment-Based':
    case 'Medical Professionals (EB-2 NIW)':
      return immigrant(['I-140']);
    case 'Highly Skilled (EB-1/O-1)':
      return visaPathOf(input) === 'immigrant'
        ? immigrant(['I-140'])
        : inside
          ? { route: 'change-of-status', forms: ['I-129'], goal: null }
          : { route: 'consular', forms: ['I-129'], goal: null };
    case 'Investor (EB-5)':
      return immigrant(['I-526E']);
    case 'Diversity Lottery':
      return immigrant([]);
    case 'Special Immigrant Juvenile (SIJ)':
    case 'Special Categories':
      // Their own rules spare them 245(a) and (c) (adjustment.ts OWN_RULES): inside the United States they adjust.
      return cross.situation.inUnitedStates
        ? { route: 'adjustment', forms: ['I-360', 'I-485'], goal: null }
        : { route: 'consular', forms: ['I-360'], goal: null };
    case 'Asylum/Refugee':
      return { route: 'other', forms: input.categoryDetails.inUnitedStates ? ['I-589'] : ['I-590'], goal: null };
    case 'Treaty Investor (E-2)':
      return temporary(['I-129']);
    case 'Student (F-1)':
    case 'Tourist (B-1/B-2)':
    case 'Exchange Visitor (J-1)':
      return temporary(['I-539']);
  }
}

const failed = (findings: readonly Finding[], ruleId: string) => findings.some((f) => f.ruleId === ruleId && f.outcome === 'fail');

/** The waivers the bars found call for, as their forms; one lifted by an approved waiver is not asked again. */
function waiversOf(cross: CrossCategoryResult, route: PathRoute): string[] {
  const { findings, situation } = cross;
  const waivers: string[] = [];
  const leavingStartsBar = situation.inUnitedStates && situation.stayUnlawfulDays > THREE_YEAR_BAR_AFTER_DAYS;
  if (route === 'consular' && leavingStartsBar && situation.waiver('I-601A') !== 'approved') waivers.push('I-601A');
  if (failed(findings, 'cross.unlawful-presence') && !situation.inUnitedStates) waivers.push('I-601');
  const waivableCrime = findings.some(
    (f) => f.ruleId === 'cross.criminal' && f.outcome !== 'pass' && WAIVABLE_CRIMINAL_GROUNDS.includes(f.citation.reference),
  );
  if (waivableCrime && !waivers.includes('I-601')) waivers.push('I-601');
  if (failed(findings, 'cross.prior-removal') || failed(findings, 'cross.permanent-bar')) waivers.push('I-212');
  if (failed(findings, 'cross.j1-home-residence')) waivers.push('I-612');
  return waivers;
}

function nextStepOf(plan: Plan, waivers: readonly string[], cross: CrossCategoryResult, eligible: boolean, greenCard: boolean): string {
  const [first, ...rest] = plan.forms;
  if (!eligible && waivers.length === 0) {
    return 'Before you file anything, see an immigration attorney about the bar found above: filing while barred costs the fees and can start removal proceedings.';
  }
  if (plan.route === 'consular' && waivers.includes('I-601A')) {
    const years = cross.situation.stayUnlawfulDays >= TEN_YEAR_BAR_FROM_DAYS ? 10 : 3;
    return `1. The petitioner files Form ${first ?? 'I-130'}${rest.length > 0 ? ` (with ${rest.join(', ')})` : ''}.\n2. Once it is approved and the National Visa Center has the case, file Form I-601A, the provisional waiver, showing that your U.S.-citizen or permanent-resident spouse or parent would suffer extreme hardship if you were refused.\n3. Only after the waiver is approved, leave for the immigrant visa interview at the U.S. consulate in your country. Leaving before that starts the ${years}-year bar: your time in the United States without permission bars you from returning for ${years} years after you leave, and the waiver is what lifts it.`;
  }
  const forms = plan.forms.length > 0 ? `File ${plan.forms.map((form) => `Form ${form}`).join(', ')}` : '';
  // Where the applicant is was not said: the route abroad is the one open to everyone.
  const whereUnknown =
    greenCard && cross.situation.manner === undefined
      ? ' If you are in the United States now, answer how you last entered (Immigration history): you may be able to apply there instead.'
      : '';
  const extra =
    waivers.length > 0 ? ` with the waiver${waivers.length > 1 ? 's' : ''} (${waivers.map((w) => `Form ${w}`).join(', ')})` : '';
  switch (plan.route) {
    case 'adjustment':
      return `${forms}${extra} together with USCIS while you are in the United States; then go to the biometrics appointment and the interview.`;
    case 'consular':
      return forms
        ? `${forms}${extra} with USCIS; once approved, the case goes to the National Visa Center and then to the visa interview at a U.S. consulate abroad.${whereUnknown}`
        : `Apply for the visa at a U.S. consulate abroad (Form DS-160 or DS-260 with the State Department)${extra}; no USCIS form comes first.${whereUnknown}`;
    case 'change-of-status':
      return `${forms}${extra} with USCIS before your current stay expires, and stay in status while it is pending.`;
    case 'other':
      return `${forms}${extra}; then attend the biometrics appointment and the interview.`;
  }
}

export function filingPath(input: EligibilityInput, cross: CrossCategoryResult, eligible: boolean): FilingPath {
  const plan = planOf(input, cross);
  const waivers = waiversOf(cross, plan.route);
  const priced = [...plan.forms, ...waivers].filter((form) => feeRuleFor(form) !== undefined);
  const quote = feeQuote({ forms: priced, filing: 'paper' });
  return {
    route: plan.route,
    forms: plan.forms,
    waivers,
    feeTotal: 'total' in quote ? quote.total : 0,
    nextStep: nextStepOf(plan, waivers, cross, eligible, visaPathOf(input) === 'immigrant'),
    goal: plan.goal,
  };
}
