// The figures the bars turn on, each with the law it comes from and when it was checked (docs/eligibility.md,
// "Bars"). Our machines cannot reach the sources; re-read them before a release. A lawyer should confirm each.
export interface BarFigure {
  value: number | string;
  source: string;
  checkedOn: string;
}

const CHECKED = '2026-11-29';
const INA_212 = 'https://www.law.cornell.edu/uscode/text/8/1182';
const INA_245 = 'https://www.law.cornell.edu/uscode/text/8/1255';

const figure = (value: number | string, source: string): BarFigure => ({ value, source, checkedOn: CHECKED });

export const BAR_RULES = {
  /** INA 245(i)(1)(B): the petition or labor certification must have been filed on or before this day. */
  section245iDeadline: figure('2001-04-30', INA_245),
  /** INA 245(k): an employment-based applicant's status violations of up to 180 days in all are forgiven. */
  section245kDays: figure(180, INA_245),
  /** INA 212(a)(9)(A)(i): an expedited removal or one begun on arrival bars return for 5 years. */
  removalOnArrivalYears: figure(5, INA_212),
  /** INA 212(a)(9)(A)(ii): any other removal order bars return for 10 years. */
  removalOrderYears: figure(10, INA_212),
  /** INA 212(a)(9)(A)(i) and (ii): a second or later removal bars return for 20 years. */
  repeatRemovalYears: figure(20, INA_212),
  /** INA 212(a)(9)(C)(ii): permission to reapply can be granted only after this long outside the United States. */
  permanentBarYearsOutside: figure(10, INA_212),
  /** INA 212(a)(2)(A)(ii)(II): the petty offense exception: the maximum penalty possible may not exceed one year. */
  pettyOffenseMaxPenaltyMonths: figure(12, INA_212),
  /** INA 212(a)(2)(A)(ii)(II): and the sentence imposed may not exceed six months. */
  pettyOffenseSentenceMonths: figure(6, INA_212),
  /** INA 212(a)(2)(A)(ii)(I): the youthful offender exception: the crime committed under this age... */
  youthfulOffenderAge: figure(18, INA_212),
  /** ...and committed (and any confinement ended) more than this many years before the application. */
  youthfulOffenderYears: figure(5, INA_212),
  /** INA 212(h): a single offense of simple possession of this much marijuana or less can be waived. */
  marijuanaWaiverGrams: figure(30, INA_212),
  /** INA 212(a)(2)(B): two or more convictions with sentences adding up to this many months. */
  multipleConvictionsMonths: figure(60, INA_212),
  /** INA 212(a)(2)(D)(i): prostitution within this many years of the application. */
  prostitutionYears: figure(10, INA_212),
} as const;

export const barNumber = (key: keyof typeof BAR_RULES): number => Number(BAR_RULES[key].value);
export const barDate = (key: keyof typeof BAR_RULES): string => String(BAR_RULES[key].value);
