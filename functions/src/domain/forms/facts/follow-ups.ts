// Which of the forms' own questions are asked only when another answer calls for them, as the printed forms say
// ("If you answered Yes to Item Number 1., complete Item Numbers 2. - 9."). A follow-up of a follow-up (I-485 Part 9
// item 21 after 20 after 19) applies only while its own condition is asked, so a hidden question's answer opens
// nothing. Conditions on the profile (prior spouses, the histories) are written with the profile, not here.
import type { Answer } from '../field-map';
import { copyQuestionId } from '../form-copy';
import { FORM_MAPS } from '../form-maps';
import { N400_MAX_TRIPS } from '../maps/n-400';

export type Condition =
  | { question: string; equals: Answer }
  | { question: string; oneOf: readonly Answer[] }
  | { question: string; atLeast: number }
  | { question: string; answered: true };

const yes = (question: string): Condition => ({ question, equals: true });
const no = (question: string): Condition => ({ question, equals: false });
const is = (question: string, equals: Answer): Condition => ({ question, equals });

/** Every question of the maps under one of `blocks` ("i-485.pt9.q65."): a block's parts, a table's rows. */
const under = (...blocks: Array<`${string}.`>): string[] =>
  [...new Set(FORM_MAPS.flatMap((map) => map.questions.map((question) => question.id)))].filter((id) =>
    blocks.some((block) => id.startsWith(block)),
  );

const each = (condition: Condition, ids: readonly string[]): Array<[string, Condition]> => ids.map((id) => [id, condition]);

// I-485 Part 9 items 57 to 66: only for an applicant not exempt from the public charge ground (item 56).
const NOT_EXEMPT = is('i-485.pt9.q56', 'not-exempt');
// I-131 Part 7 (the trip) is completed only for an advance parole document.
const ADVANCE_PAROLE = is('i-131.applicationType', 'advance-parole-i485');

/** question id -> the condition under which it is asked, for the printed forms. */
const PRINTED_FOLLOW_UPS: ReadonlyArray<[string, Condition]> = [
  // I-130. Items 38 and 41 of Part 2 only fit how the petitioner got their status.
  ['i-130.pt2.q38', { question: 'petitioner.citizenshipBy', oneOf: ['naturalization', 'parents'] }],
  ['i-130.pt2.q41', is('petitioner.citizenshipBy', 'permanent-resident')],
  ...each(yes('i-130.pt4.q53'), ['i-130.pt4.q54', ...under('i-130.pt4.q55.'), 'i-130.pt4.q56']),
  // The last address lived at together is asked of a spouse petition only.
  ...each(is('i-130.relationship', 'spouse'), under('i-130.pt4.q59.', 'i-130.pt4.q60.')),
  ...each(yes('i-130.pt5.q1'), [...under('i-130.pt5.q2.', 'i-130.pt5.q3.'), 'i-130.pt5.q4', 'i-130.pt5.q5']),
  ['i-130.pt6.q1b', is('i-130.pt6.q1', 'interpreter')],

  // I-485 Part 1.
  ...each(yes('i-485.pt1.q3'), under('i-485.pt1.q3.otherBirthDate.')),
  ...each(yes('i-485.pt1.q5'), under('i-485.pt1.q5.aNumber.')),
  ['i-485.pt1.q11.admittedAs', is('i-485.pt1.q11', 'admitted')],
  ['i-485.pt1.q11.paroledAs', is('i-485.pt1.q11', 'paroled')],
  ['i-485.pt1.q11.other', is('i-485.pt1.q11', 'other')],
  // Part 4: an earlier immigrant visa application abroad.
  ...each(yes('i-485.pt4.q1'), [...under('i-485.pt4.q2.'), 'i-485.pt4.q3', 'i-485.pt4.q4']),
  // Part 7: a child's "applying with you?" only for as many children as there are.
  ['i-485.pt7.q2', { question: 'i-485.pt7.q1', atLeast: 1 }],
  ['i-485.pt7.q3', { question: 'i-485.pt7.q1', atLeast: 2 }],
  // Part 9: the organizations (items 2 to 9) after a Yes to item 1; the questions that say "If you answered Yes".
  ...each(yes('i-485.pt9.q1'), [
    'i-485.pt9.q2',
    'i-485.pt9.q6',
    ...under('i-485.pt9.q3.', 'i-485.pt9.q4.', 'i-485.pt9.q5.', 'i-485.pt9.q7.', 'i-485.pt9.q8.', 'i-485.pt9.q9.'),
  ]),
  ['i-485.pt9.q20', yes('i-485.pt9.q19')],
  ['i-485.pt9.q21', no('i-485.pt9.q20')],
  ['i-485.pt9.q29', yes('i-485.pt9.q28')],
  ['i-485.pt9.q35b', yes('i-485.pt9.q35a')],
  ['i-485.pt9.q40', yes('i-485.pt9.q39')],
  ['i-485.pt9.q77', yes('i-485.pt9.q76')],
  ['i-485.pt9.q86', yes('i-485.pt9.q85')],
  // Part 9, public charge: items 57 to 64 unless exempt; the tables of items 65 and 66 after a Yes to 63 and 64.
  ...each(NOT_EXEMPT, [
    'i-485.pt9.q57',
    'i-485.pt9.q58',
    'i-485.pt9.q59',
    'i-485.pt9.q60',
    'i-485.pt9.q61',
    ...under('i-485.pt9.q62.'),
    'i-485.pt9.q63',
    'i-485.pt9.q64',
  ]),
  ['i-485.pt9.q61.grade', is('i-485.pt9.q61', 'less-than-high-school')],
  ...each(yes('i-485.pt9.q63'), under('i-485.pt9.q65.')),
  ...each(yes('i-485.pt9.q64'), under('i-485.pt9.q66.')),

  // I-864. Part 2 item 12 is for petitioning sponsors only; Part 6 by the sponsor's work, I-864A and tax returns.
  ['i-864.activeDuty', is('i-864.basis', 'petitioner')],
  ['i-864.secondEmployer', is('i-864.employmentStatus', 'employed')],
  ['i-864.selfEmployedAs', is('i-864.employmentStatus', 'self-employed')],
  ['i-864.retiredSince', is('i-864.employmentStatus', 'retired')],
  ['i-864.unemployedSince', is('i-864.employmentStatus', 'unemployed')],
  ['i-864.i864aFiled', { question: 'i-864.household.i864aMembers', atLeast: 1 }],
  ['i-864.assets.householdMembers', { question: 'i-864.household.i864aMembers', atLeast: 1 }],
  ...each(yes('i-864.filedTaxReturns'), under('i-864.taxReturn.')),
  ['i-864.notRequiredToFile', no('i-864.filedTaxReturns')],

  // I-90. The name on the card after a legal change; Section A for permanent residents and commuters, Section B for
  // conditional residents; the port of entry of a resident taking up commuter status.
  ...each(is('i-90.nameChanged', 'yes'), under('i-90.cardName.')),
  ['i-90.reasonA', { question: 'i-90.status', oneOf: ['lpr', 'commuter'] }],
  ['i-90.reasonB', is('i-90.status', 'conditional')],
  ['i-90.commuterPortOfEntry', is('i-90.reasonA', 'taking-up-commuter-status')],

  // I-751. The waivers of Part 3 after a request to waive the joint filing; a child's questions once the child is named.
  ...each(is('i-751.basis', 'waiver'), under('i-751.waiver.')),
  ...[0, 1, 2, 3].flatMap((n): Array<[string, Condition]> =>
    each({ question: `applicant.child.${n}.givenName`, answered: true }, under(`i-751.child.${n}.`)),
  ),

  // N-400 Part 1 item 1.g's reason; Part 2 item 3's new name; Part 5 items 4-8, the spouse, for the spouse bases.
  ['n-400.basisOther', is('n-400.basis', 'other')],
  ...each(yes('n-400.nameChange'), under('n-400.newName.')),
  ...each({ question: 'n-400.basis', oneOf: ['citizen-spouse', 'citizen-spouse-abroad'] }, [
    ...under('n-400.spouse.'),
    'n-400.spouseSameAddress',
    'n-400.spouseCitizenBy',
    'n-400.spouseTimesMarried',
  ]),
  ['n-400.spouseCitizenSince', is('n-400.spouseCitizenBy', 'other')],
  ['n-400.spouseEmployer', is('n-400.basis', 'citizen-spouse-abroad')],
  // Part 6: a child's row for as many children as there are; Part 8: the next trip once the last one is given.
  ...[0, 1, 2].flatMap((n): Array<[string, Condition]> =>
    each({ question: 'n-400.childrenUnder18', atLeast: n + 1 }, under(`n-400.child.${n}.`)),
  ),
  ...Array.from({ length: N400_MAX_TRIPS - 1 }, (_trip, n): Array<[string, Condition]> =>
    each({ question: `n-400.trip.${n}.departed`, answered: true }, under(`n-400.trip.${n + 1}.`)),
  ).flat(),
  // Part 9, as its items say: "If you answered Yes to Item Number 10.a." and the like.
  ...each(yes('n-400.pt9.q10a'), ['n-400.pt9.q10b', 'n-400.pt9.q10c']),
  ['n-400.pt9.q16', yes('n-400.pt9.q15b')],
  ['n-400.pt9.q22b', yes('n-400.pt9.q22a')],
  ...each(yes('n-400.pt9.q22b'), under('n-400.pt9.q22c.')),
  ...each(yes('n-400.pt9.q25'), ['n-400.pt9.q26a', 'n-400.pt9.q27', 'n-400.pt9.q28', 'n-400.pt9.q29']),
  ...each(yes('n-400.pt9.q26a'), ['n-400.pt9.q26b', 'n-400.pt9.q26c']),
  ['n-400.pt9.q26d', no('n-400.pt9.q26a')],
  ...each(yes('n-400.pt9.q30a'), ['n-400.pt9.q30b', 'n-400.pt9.q30b.titles']),
  ...each(no('n-400.pt9.q33'), ['n-400.pt9.q34', 'n-400.pt9.q35', 'n-400.pt9.q36', 'n-400.pt9.q37']),
  // Part 10: the household, after a request for the reduced fee.
  ...each(yes('n-400.feeReduction'), ['n-400.householdIncome', 'n-400.householdSize', 'n-400.householdEarners', 'n-400.headOfHousehold']),
  ['n-400.headOfHouseholdName', no('n-400.headOfHousehold')],

  // I-539 Part 1 item 12's date unless the stay is for duration of status; Part 2 item 2 for a change of status,
  // item 4 for a family; Part 3 items 4-5 for a filing that rests on a family member's.
  ['i-539.admitUntil', no('i-539.durationOfStatus')],
  ...each(is('i-539.applicationType', 'change'), ['i-539.requestedStatus', 'i-539.changeEffective']),
  ['i-539.totalPeople', yes('i-539.withFamily')],
  ...each(yes('i-539.basedOnFamilyGrant'), ['i-539.familyFilingForm', 'i-539.familyReceiptNumber']),

  // I-129F: the I-130 question of a K-3 petition; a prior marriage's spouse and end after a Yes, for each partner; the
  // certificate's place when there is one; the children's ages; the beneficiary's stay; the relationship of relatives;
  // the description of an arrest.
  ['i-129f.filedI130', is('i-129f.classification', 'k3')],
  ...each(yes('i-129f.pt1.previouslyMarried'), [...under('i-129f.pt1.priorSpouse.'), 'i-129f.pt1.priorMarriageEnded']),
  ...each(yes('i-129f.pt2.previouslyMarried'), [...under('i-129f.pt2.priorSpouse.'), 'i-129f.pt2.priorMarriageEnded']),
  ['i-129f.certificatePlace', yes('i-129f.hasCertificate')],
  ...each(yes('i-129f.childrenUnder18'), under('i-129f.childAge.')),
  ['i-129f.beneficiaryStayExpires', yes('i-129f.beneficiaryEverInUS')],
  ['i-129f.relationship', is('i-129f.related', 'yes')],
  ['i-129f.pt3.q4b', yes('i-129f.pt3.q4a')],

  // I-131.
  ['i-131.i485ReceiptNumber', ADVANCE_PAROLE],
  ['i-131.refugeeStatus', { question: 'i-131.applicationType', oneOf: ['refugee-travel-document', 'refugee-lpr-travel-document'] }],
  ...each(yes('i-131.hadReentryPermit'), ['i-131.reentryPermitIssued', 'i-131.reentryPermitDisposition']),
  ...each(yes('i-131.hadAdvanceParole'), ['i-131.advanceParoleIssued', 'i-131.advanceParoleDisposition']),
  ...each(ADVANCE_PAROLE, ['i-131.departureDate', 'i-131.tripPurpose', 'i-131.tripCountries', 'i-131.trips', 'i-131.tripDays']),
];

/** A copy of a printed form (the joint sponsor's I-864) follows the printed form's rules over its own answers. */
const COPIED_FOLLOW_UPS = FORM_MAPS.flatMap((map) => {
  const copy = map.copyOf;
  if (!copy) return [];
  const asked = new Set(map.questions.map((question) => question.id));
  return PRINTED_FOLLOW_UPS.map(([id, condition]): [string, Condition] => [
    copyQuestionId(copy, id),
    { ...condition, question: copyQuestionId(copy, condition.question) },
  ]).filter(([id]) => asked.has(id));
});

/** question id -> the condition under which it is asked (absent: always asked). */
export const FOLLOW_UPS: Readonly<Record<string, Condition>> = Object.fromEntries([...PRINTED_FOLLOW_UPS, ...COPIED_FOLLOW_UPS]);
