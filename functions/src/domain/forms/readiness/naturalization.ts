// The N-400's own check, from its answers: the residence requirements computed from the trips abroad of Part 8
// (domain/naturalization/residence.ts, through the deadline rules' n400EarliestFiling), and the reduced fee of Part 10
// against 400% of the poverty guidelines (8 CFR 106.2(b)(3)). Filing before the 90-day early-filing date, too few days
// present, or a trip of a year or more are blockers: USCIS denies such an application (a trip of a year breaks
// continuous residence unless an N-470 preserved it). A trip of more than 6 months presumes a break the applicant may
// rebut with evidence: a warning.
import { msg } from '../../../shared/i18n/message';
import { FIGURES } from '../../knowledge/facts/figure-table';
import { residenceCheck, type TripAbroad } from '../../naturalization/residence';
import { povertyGuideline } from '../affidavit-income';
import { isAnswered, type Answer, type Answers } from '../field-map';
import type { Problem, ProblemRef } from './problem';

const FORM = 'N-400';
const SPOUSE_BASES: readonly Answer[] = ['citizen-spouse', 'citizen-spouse-abroad'];
/** The reduced fee's line: household income at most this percent of the poverty guidelines (the figure table's). */
const REDUCED_FEE_PERCENT = FIGURES.find((figure) => figure.id === 'n400-reduced-fee-poverty-percent')?.value ?? 400;

const date = (value: Answer | undefined): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const later = (a: string, b: string | null) => (b !== null && b > a ? b : a);

/** The trips of Part 8 as listed, in the order given. */
export function tripsOf(answers: Answers): Array<TripAbroad & { index: number }> {
  const trips: Array<TripAbroad & { index: number }> = [];
  for (let index = 0; isAnswered(answers[`n-400.trip.${index}.departed`]); index += 1) {
    const departed = date(answers[`n-400.trip.${index}.departed`]);
    if (departed) trips.push({ index, departed, returned: date(answers[`n-400.trip.${index}.returned`]) });
  }
  return trips;
}

/** Since when the 3-year path counts: the marriage, or the spouse's naturalization when it came later. */
function citizenSpouseSince(answers: Answers): string | null {
  if (!SPOUSE_BASES.includes(answers['n-400.basis'] ?? '')) return null;
  const married = date(answers['applicant.marriageDate']);
  if (!married) return null;
  return later(married, answers['n-400.spouseCitizenBy'] === 'other' ? date(answers['n-400.spouseCitizenSince']) : null);
}

const tripRef = (index: number): ProblemRef => ({ form: FORM, part: '8', item: '1', questionId: `n-400.trip.${index}.departed` });

function residenceProblems(answers: Answers, today: string): Problem[] {
  const permanentResidentSince = date(answers['applicant.lprDate']);
  if (!permanentResidentSince) return [];
  const trips = tripsOf(answers);
  const check = residenceCheck({ permanentResidentSince, citizenSpouseSince: citizenSpouseSince(answers), trips, filingDate: today });
  const problems: Problem[] = [];
  if (!check.earlyEnough) {
    problems.push({
      kind: 'inconsistent',
      severity: 'blocker',
      message: msg('forms:readyN400TooEarly', {
        years: check.years,
        earliest: { date: check.earliestFiling },
        eligible: { date: check.eligibleOn },
      }),
      refs: [{ form: FORM, part: '2', item: '7', questionId: 'applicant.lprDate' }],
    });
  }
  if (!check.meetsPhysicalPresence) {
    problems.push({
      kind: 'inconsistent',
      severity: 'blocker',
      message: msg('forms:readyN400PhysicalPresence', {
        present: check.daysPresent,
        required: check.daysRequired,
        from: { date: check.period.from },
        to: { date: check.period.to },
      }),
      refs: [{ form: FORM, part: '8', item: '1' }],
    });
  }
  for (const long of check.longTrips) {
    const index = trips.find((trip) => trip === long.trip)?.index ?? 0;
    problems.push({
      kind: 'inconsistent',
      severity: long.rule === 'break' ? 'blocker' : 'warning',
      message: msg(long.rule === 'break' ? 'forms:readyN400TripBreak' : 'forms:readyN400TripPresumedBreak', {
        departed: { date: long.trip.departed },
        days: long.daysAbroad,
      }),
      refs: [tripRef(index)],
    });
  }
  return problems;
}

/** The reduced fee asked for by a household over the line: USCIS would reject the N-400 for the wrong fee. */
function feeReductionProblems(answers: Answers): Problem[] {
  const income = answers['n-400.householdIncome'];
  const size = answers['n-400.householdSize'];
  if (answers['n-400.feeReduction'] !== true || typeof income !== 'number' || typeof size !== 'number') return [];
  const state = String(answers['applicant.address.0.state'] ?? '');
  const limit = Math.floor((povertyGuideline(size, state) * REDUCED_FEE_PERCENT) / 100);
  if (income <= limit) return [];
  return [
    {
      kind: 'fee',
      severity: 'blocker',
      message: msg('forms:readyN400ReducedFeeIncome', { income, limit, size }),
      refs: [{ form: FORM, part: '10', item: '2', questionId: 'n-400.householdIncome' }],
    },
  ];
}

export const naturalizationProblems = (answers: Answers, today: string): Problem[] => [
  ...residenceProblems(answers, today),
  ...feeReductionProblems(answers),
];
