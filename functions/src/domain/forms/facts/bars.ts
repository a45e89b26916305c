// The yes/no questions whose answer can bar the green card, or that an expert should look at before filing: the
// ground of inadmissibility or ineligibility each one asks about, where the law says it, and the answer that raises
// the flag (a Yes, except where the No is the risky answer: "have you complied with the two-year home residence
// requirement?"). The interview shows barWarning() beside a flagged answer and offers the expert discussion.
// Citations are the INA sections (8 U.S.C. §§ 1101-1537 on law.cornell.edu) and 8 CFR on ecfr.gov, checked on the date
// given; our machines cannot reach them, so re-read them before a release (docs/forms-questions.md).
import type { Locale } from '../../../shared/i18n/locale';
import { msg, type Message } from '../../../shared/i18n/message';
import { render } from '../../i18n/render';

export interface Bar {
  /** A short English citation: "INA § 212(a)(2)(A)(i)(I)". */
  ground: string;
  /** Where the law says it: law.cornell.edu/uscode, ecfr.gov or the USCIS Policy Manual. */
  source: string;
  checkedOn: string;
  /** The answer that raises the flag. */
  risky: boolean;
  /** What the answer can stop: the green card, naturalization (the N-400), or an extension or change of status (I-539). */
  benefit: 'green-card' | 'citizenship' | 'status' | 'petition';
}

const CHECKED_ON = '2026-11-29';
/** INA § 212 is 8 U.S.C. § 1182; the other sections by their title 8 number. */
const USC = (section: string) => `https://www.law.cornell.edu/uscode/text/8/${section}`;
const CFR = (part: string, section: string) =>
  `https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-${part}/section-${section}`;
const PUBLIC_CHARGE = 'https://www.uscis.gov/policy-manual/volume-8-part-g';

const bar = (ground: string, source: string, risky = true): Bar => ({
  ground,
  source,
  checkedOn: CHECKED_ON,
  risky,
  benefit: 'green-card',
});
/** A ground of inadmissibility of INA § 212(a) (8 U.S.C. § 1182(a)), by its paragraphs: ('2', 'A', 'i', 'I'). */
const ina212 = (...paragraphs: string[]) => bar(`INA § 212(a)${paragraphs.map((p) => `(${p})`).join('')}`, USC('1182'));
const part9 = (items: string, ground: Bar): Array<[string, Bar]> => items.split(' ').map((item) => [`i-485.pt9.q${item}`, ground]);

/**
 * N-400 Part 9: what stands in the way of naturalization. Good moral character in the statutory period (INA § 316(a),
 * its bars in INA § 101(f) and 8 CFR 316.10), the security bar of INA § 313, removal proceedings (INA § 318), draft
 * evasion and desertion (INA § 314), an alien's military exemption (INA § 315), attachment to the Constitution and
 * the oath (INA §§ 316(a), 337), and a nonresident tax filing, which presumes residence abandoned (8 CFR 316.5(c)(2)).
 */
const GMC = bar('INA § 101(f); 8 CFR 316.10', CFR('316', '316.10'));
const naturalization = (items: string, ground: Bar, risky = true): Array<[string, Bar]> =>
  items.split(' ').map((item) => [`n-400.pt9.q${item}`, { ...ground, risky, benefit: 'citizenship' }]);
const N400_BARS: Array<[string, Bar]> = [
  ...naturalization('1', bar('INA § 101(f); INA § 212(a)(6)(C)(ii)', USC('1101'))),
  ...naturalization('2', bar('INA § 101(f); INA § 212(a)(10)(D)', USC('1101'))),
  ...naturalization('3 17g 17h 27', GMC),
  ...naturalization('4', bar('8 CFR 316.5(c)(2)', CFR('316', '316.5'))),
  ...naturalization('5a 5b', bar('INA § 313', USC('1424'))),
  ...naturalization('6a 6b 6c 7a 7b 7c 7d 7e 7f 7g 8a 8b 9 10a 11 12 13 14', bar('INA § 316(a); 8 CFR 316.10', CFR('316', '316.10'))),
  ...naturalization('15a 15b 17a 17b 17c 17e 17f', bar('INA § 101(f)(3)-(5); 8 CFR 316.10(b)', CFR('316', '316.10'))),
  ...naturalization('16', bar('8 CFR 316.10(c)(1)', CFR('316', '316.10')), false),
  ...naturalization('17d', bar('INA § 204(c)', USC('1154'))),
  ...naturalization('18 19', bar('INA § 101(f)(6)', USC('1101'))),
  ...naturalization('20 21', bar('INA § 318', USC('1429'))),
  ...naturalization('22b', GMC, false),
  ...naturalization('23 29', bar('INA § 314', USC('1425'))),
  ...naturalization('24 28', bar('INA § 315', USC('1426'))),
  ...naturalization('30b', bar('INA § 337(a)', USC('1448')), false),
  ...naturalization('31 32 34 35 36 37', bar('INA § 316(a)(3); INA § 337(a)', USC('1448')), false),
];

/**
 * I-539 Part 4: the grounds an extension or change of status meets too (a nonimmigrant must stay admissible), a status
 * violated, which keeps USCIS from extending or changing it (8 CFR 214.1(c)(4), 248.1(b)), and a J exchange visitor,
 * who may not change status in the United States while subject to the two-year home rule (INA § 248(a)(2)-(3)).
 */
const status = (items: string, ground: Bar): Array<[string, Bar]> =>
  items.split(' ').map((item) => [`i-539.pt4.q${item}`, { ...ground, benefit: 'status' }]);
const I539_BARS: Array<[string, Bar]> = [
  ...status('6', ina212('2', 'A', 'i')),
  ...status('7a 7b 7c 7d 7e', ina212('3', 'E', 'iii')),
  ...status('9 10', ina212('3', 'B')),
  ...status('12', bar('8 CFR 214.1(c)(4); 8 CFR 248.1(b)', CFR('214', '214.1'))),
  ...status('15', bar('INA § 248(a)(2)-(3); INA § 212(e)', USC('1258'))),
];

/**
 * I-129F Part 3: a petitioner convicted of a specified offense against a minor may not petition unless DHS finds no
 * risk to the beneficiary (INA § 204(a)(1)(A)(viii), the Adam Walsh Act), and the crimes of items 2.a-2.c are disclosed
 * to the beneficiary and limit a multiple filer's waivers (INA § 214(d)(2)-(3), IMBRA).
 */
const petition = (id: string, ground: Bar): [string, Bar] => [id, { ...ground, benefit: 'petition' }];
const I129F_BARS: Array<[string, Bar]> = [
  petition('i-129f.pt3.q2a', bar('INA § 204(a)(1)(A)(viii); INA § 214(d)(3)', USC('1154'))),
  petition('i-129f.pt3.q2b', bar('INA § 204(a)(1)(A)(viii); INA § 214(d)(3)', USC('1154'))),
  petition('i-129f.pt3.q2c', bar('INA § 214(d)(3)', USC('1184'))),
];

/** question id -> the ground its flagged answer touches. */
export const BARS: Readonly<Record<string, Bar>> = Object.fromEntries([
  // I-485 Part 9: immigration history.
  ...part9('10', ina212('9', 'A', 'i')),
  ...part9('12 13', bar('INA § 245(c)(2), (c)(8) (immediate relatives are exempt; an expert should confirm)', USC('1255'))),
  ...part9('14', bar('8 CFR 245.2(a)(1) (in proceedings, the immigration judge decides the application)', CFR('245', '245.2'))),
  ...part9('15 74', ina212('9', 'A', 'ii')),
  ...part9('16', bar('INA § 241(a)(5)', USC('1231'))),
  ...part9('17', bar('INA § 240B(d)', USC('1229c'))),
  ...part9('18', bar('INA § 208(d)(6)', USC('1158'))),
  ...part9('19', bar('INA § 212(e)', USC('1182'))),
  ...part9('20 21', bar('INA § 212(e)', USC('1182'), false)),
  // Criminal acts.
  ...part9('22 23 24', ina212('2', 'A', 'i')),
  ...part9('25', ina212('2', 'B')),
  ...part9('26', ina212('2', 'A', 'i', 'II')),
  ...part9('27', ina212('2', 'C', 'i')),
  ...part9('28 29', ina212('2', 'C', 'ii')),
  ...part9('30', ina212('2', 'D', 'i')),
  ...part9('31 32', ina212('2', 'D', 'ii')),
  ...part9('33', ina212('2', 'D', 'iii')),
  ...part9('34', ina212('2', 'E')),
  ...part9('35b', ina212('2', 'G')),
  ...part9('36 37 38', ina212('2', 'H', 'i')),
  ...part9('39 40', ina212('2', 'H', 'ii')),
  ...part9('41', ina212('2', 'I')),
  // Security.
  ...part9('42a 42b', ina212('3', 'A', 'i')),
  ...part9('42c', ina212('3', 'A', 'iii')),
  ...part9('42d 45', ina212('3', 'A', 'ii')),
  ...part9('43a 43b 43c 43d 43e 43f 43g 43h 43i 44 47 49 51', ina212('3', 'B')),
  ...part9('46', ina212('3', 'B', 'i', 'IX')),
  ...part9('48 50 53a 53c 53d', ina212('3', 'E', 'iii')),
  ...part9('52', ina212('3', 'D')),
  ...part9('53b', ina212('3', 'E', 'ii')),
  ...part9('54 55', ina212('3', 'G')),
  // Public charge.
  ...part9('63 64', bar('INA § 212(a)(4)', PUBLIC_CHARGE)),
  // Immigration violations.
  ...part9('67', ina212('6', 'B')),
  ...part9('68 69', ina212('6', 'C', 'i')),
  ...part9('70', ina212('6', 'C', 'ii')),
  ...part9('71', ina212('6', 'D')),
  ...part9('72', ina212('6', 'E')),
  ...part9('73', ina212('6', 'F')),
  ...part9('75', bar('INA § 245(a); INA § 212(a)(6)(A)(i)', USC('1255'))),
  ...part9('76', ina212('9', 'B')),
  ...part9('78a 78b', ina212('9', 'C', 'i')),
  // Miscellaneous conduct.
  ...part9('79', ina212('10', 'A')),
  ...part9('80', ina212('10', 'B')),
  ...part9('81', ina212('10', 'C')),
  ...part9('82', ina212('10', 'D')),
  ...part9('83', ina212('10', 'E')),
  ...part9('84a 84b', ina212('8', 'A')),
  ...part9('84c', bar('INA § 314', USC('1425'))),
  ...part9('85', ina212('8', 'B')),
  // The rest of the I-485: proceedings and a rescinded green card.
  ['i-485.pt2.q1', bar('8 CFR 245.2(a)(1)', CFR('245', '245.2'))],
  ['i-485.pt4.q6', bar('INA § 246', USC('1256'))],
  // I-130: a marriage entered while the beneficiary was in proceedings needs clear and convincing proof.
  ['i-130.pt4.q53', bar('INA § 204(g); INA § 245(e)', USC('1154'))],
  // I-131: leaving the country while in proceedings or under an order can count as removal.
  ['i-131.removalProceedings', bar('INA § 101(g)', USC('1101'))],
  // I-864: a sponsor who did not file the tax returns the law required.
  ['i-864.filedTaxReturns', bar('8 CFR 213a.2(c)(2)(i)', CFR('213a', '213a.2'), false)],
  ...N400_BARS,
  ...I539_BARS,
  ...I129F_BARS,
]);

/** The warning shown beside a flagged answer of question `id`, or null for a question no bar is known for. */
export function barWarningMessage(id: string): Message | null {
  const found = BARS[id];
  return found
    ? msg('form-questions:bar_warning', { answer: found.risky ? 'yes' : 'no', ground: found.ground, benefit: found.benefit })
    : null;
}

/** In plain words, in `locale`: this answer may stop the green card (or naturalization), and an expert should look before filing. */
export function barWarning(locale: Locale, id: string): string | null {
  const message = barWarningMessage(id);
  return message ? render(locale, message) : null;
}
