// Which nonimmigrant statuses cannot be extended, or changed to another, from inside the United States, by their
// class-of-admission codes as the I-94 and Form I-539 write them. In our own words from 8 CFR 214.1(c)(3) (no
// extension) and INA § 248(a) with 8 CFR 248.2(a) (no change of status), checked on the date given; our machines cannot
// reach ecfr.gov, so re-read them before a release. A lawyer should confirm the lists (docs/forms-i-539.md).

export interface StatusLimit {
  /** Class-of-admission codes: "WT" (visa waiver, pleasure), "C1" (transit). */
  codes: readonly string[];
  /** What cannot be asked for with Form I-539 in these statuses. */
  bars: ReadonlyArray<'extension' | 'change'>;
  /** For a change: only to these statuses (absent: to any). */
  toCodes?: readonly string[];
  /** A short English citation, shown with the problem. */
  citation: string;
  source: string;
  checkedOn: string;
}

const CHECKED_ON = '2026-11-29';
const CFR = (part: string, section: string) =>
  `https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-${part}/section-${section}`;

export const STATUS_LIMITS: readonly StatusLimit[] = [
  {
    // Visitors under the Visa Waiver Program, people in transit and crew members may neither extend their stay nor
    // change status (apart from narrow exceptions, such as a VWP satisfactory departure granted by USCIS).
    codes: ['WB', 'WT', 'C1', 'C2', 'C3', 'C4', 'TWO', 'D1', 'D2'],
    bars: ['extension', 'change'],
    citation: '8 CFR 214.1(c)(3); INA § 248(a)(1), (4)',
    source: CFR('214', '214.1'),
    checkedOn: CHECKED_ON,
  },
  {
    // A fiancé(e) and their child marry and adjust status; they can neither extend nor change status.
    codes: ['K1', 'K2'],
    bars: ['extension', 'change'],
    citation: '8 CFR 214.1(c)(3); INA § 248(a)(1)',
    source: CFR('248', '248.2'),
    checkedOn: CHECKED_ON,
  },
  {
    // A vocational student may not change to an academic student (F-1); nor to H status on training received as an M-1,
    // which the form does not tell.
    codes: ['M1'],
    bars: ['change'],
    toCodes: ['F1'],
    citation: '8 CFR 248.1(c)',
    source: CFR('248', '248.1'),
    checkedOn: CHECKED_ON,
  },
];

/** A status's class-of-admission code as written: "b-2" and "B2 - TEMPORARY VISITOR FOR PLEASURE" are both "B2". */
export const statusCode = (status: string): string =>
  status
    .trim()
    .toUpperCase()
    .split(/\s+-\s+/)[0]!
    .replace(/[^A-Z0-9]/g, '');

/** The limit that stops asking for `what` in `status` (a change: to `requested`), if one does. */
export const statusLimit = (status: string, what: 'extension' | 'change', requested = ''): StatusLimit | undefined =>
  STATUS_LIMITS.find(
    (limit) =>
      limit.bars.includes(what) &&
      limit.codes.includes(statusCode(status)) &&
      (what === 'extension' || !limit.toCodes || limit.toCodes.includes(statusCode(requested))),
  );
