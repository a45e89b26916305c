// The evidence the form instructions ask for in a marriage-based adjustment package, item by item, in our own words
// from each form's instructions on uscis.gov (checked on the date given; our machines cannot reach uscis.gov, so
// re-read the instructions before a release). `accepts` names the document tags that fulfil an item: a document
// review kind (shared/documents/document-kinds.ts) or a tag read from the file's name, for what review does not tell
// apart (domain/forms/readiness/document-tags.ts). A lawyer should confirm each item and its severity.
import type { KeyIn } from '../../../shared/i18n/message';
import type { Answer } from '../field-map';
import { JOINT_SPONSOR_I864 } from '../maps/i-864-joint-sponsor';
import type { EvidenceTag } from '../readiness/document-tags';

export interface EvidenceItem {
  key: string;
  /** "Beneficiary's birth certificate", in the `forms` catalog. */
  label: KeyIn<'forms'>;
  /** The forms whose instructions ask for it: the item applies when the package holds one of them. */
  forms: readonly string[];
  accepts: readonly EvidenceTag[];
  /** Whose document it is: a file that names another person of the case does not fulfil it. */
  person?: 'petitioner' | 'beneficiary' | 'jointSponsor' | 'applicant';
  /**
   * A blocker when its absence gets the package rejected or denied as filed; a warning when USCIS would ask for it
   * with a request for evidence. The I-693 is its own kind of problem ("medical-exam").
   */
  severity: 'blocker' | 'warning';
  /** One document per prior marriage of the petitioner or the beneficiary, and none without one. */
  perPriorMarriage?: boolean;
  /** Asked only for these answers of a question (the marriage certificate of an N-400 filed as a citizen's spouse). */
  onlyWhen?: { question: string; oneOf: readonly Answer[] };
  /** One document per household member a sponsor counts the income of (I-864 Part 6 items 8-11). */
  perHouseholdMember?: boolean;
  source: string;
  checkedOn: string;
}

const CHECKED = '2026-11-29';

const I130 = 'https://www.uscis.gov/i-130';
const I485 = 'https://www.uscis.gov/i-485';
const I864 = 'https://www.uscis.gov/i-864';
const I693 = 'https://www.uscis.gov/i-693';
const I864A = 'https://www.uscis.gov/i-864a';
const I90 = 'https://www.uscis.gov/i-90';
const I751 = 'https://www.uscis.gov/i-751';
const N400 = 'https://www.uscis.gov/n-400';
const I539 = 'https://www.uscis.gov/i-539';
const I129F = 'https://www.uscis.gov/i-129f';

const item = (fields: Omit<EvidenceItem, 'checkedOn'>): EvidenceItem => ({ ...fields, checkedOn: CHECKED });

export const MARRIAGE_PACKAGE_EVIDENCE: readonly EvidenceItem[] = [
  item({
    // A U.S. passport, a U.S. birth certificate, a certificate of naturalization or of citizenship, or an FS-240.
    key: 'petitioner-citizenship',
    person: 'petitioner',
    label: 'forms:evidencePetitionerCitizenship',
    forms: ['I-130'],
    accepts: ['passport', 'birth-certificate', 'naturalization-certificate'],
    severity: 'blocker',
    source: I130,
  }),
  item({
    key: 'marriage-certificate',
    label: 'forms:evidenceMarriageCertificate',
    forms: ['I-130'],
    accepts: ['marriage-certificate'],
    severity: 'blocker',
    source: I130,
  }),
  item({
    // A divorce decree, an annulment (a court order) or the prior spouse's death certificate, for each prior marriage
    // of either spouse: without it the current marriage is not shown to be valid.
    key: 'prior-marriage-ended',
    label: 'forms:evidencePriorMarriageEnded',
    forms: ['I-130', 'I-485'],
    accepts: ['divorce-decree', 'court-order', 'death-certificate'],
    severity: 'blocker',
    perPriorMarriage: true,
    source: I130,
  }),
  item({
    key: 'petitioner-photo',
    person: 'petitioner',
    label: 'forms:evidencePetitionerPhoto',
    forms: ['I-130'],
    accepts: ['passport-photo'],
    severity: 'warning',
    source: I130,
  }),
  item({
    key: 'beneficiary-photos',
    person: 'beneficiary',
    label: 'forms:evidenceBeneficiaryPhotos',
    forms: ['I-130', 'I-485', 'I-765', 'I-131'],
    accepts: ['passport-photo'],
    severity: 'warning',
    source: I485,
  }),
  item({
    key: 'beneficiary-birth-certificate',
    person: 'beneficiary',
    label: 'forms:evidenceBeneficiaryBirthCertificate',
    forms: ['I-485'],
    accepts: ['birth-certificate'],
    severity: 'warning',
    source: I485,
  }),
  item({
    // The passport page with the visa used to enter, and the photo page: proof of inspection and admission.
    key: 'beneficiary-passport',
    person: 'beneficiary',
    label: 'forms:evidenceBeneficiaryPassport',
    forms: ['I-485', 'I-765', 'I-131'],
    accepts: ['passport'],
    severity: 'warning',
    source: I485,
  }),
  item({
    key: 'beneficiary-i94',
    person: 'beneficiary',
    label: 'forms:evidenceBeneficiaryI94',
    forms: ['I-485', 'I-765'],
    accepts: ['i-94'],
    severity: 'warning',
    source: I485,
  }),
  item({
    // The most recent year's federal income tax return or IRS transcript, with its W-2s and 1099s.
    key: 'sponsor-tax-return',
    person: 'petitioner',
    label: 'forms:evidenceSponsorTaxReturn',
    forms: ['I-864'],
    accepts: ['tax-return', 'w-2'],
    severity: 'warning',
    source: I864,
  }),
  item({
    key: 'sponsor-current-income',
    person: 'petitioner',
    label: 'forms:evidenceSponsorCurrentIncome',
    forms: ['I-864'],
    accepts: ['pay-stub', 'employment-letter'],
    severity: 'warning',
    source: I864,
  }),
  item({
    // Each household member whose income a sponsor counts signs Form I-864A with that sponsor, which goes with the
    // sponsor's I-864; the sponsored immigrant signs one only when family members immigrate with them.
    key: 'household-member-i864a',
    label: 'forms:evidenceHouseholdMemberI864a',
    forms: ['I-864', JOINT_SPONSOR_I864],
    accepts: ['form-i-864a'],
    severity: 'warning',
    perHouseholdMember: true,
    source: I864A,
  }),
  // A joint sponsor proves their own status and income, as the petitioning sponsor does (I-864 instructions, "Joint
  // sponsor"): a U.S. passport, birth certificate or naturalization certificate, or a permanent resident card.
  item({
    key: 'joint-sponsor-status',
    person: 'jointSponsor',
    label: 'forms:evidenceJointSponsorStatus',
    forms: [JOINT_SPONSOR_I864],
    accepts: ['passport', 'birth-certificate', 'naturalization-certificate', 'green-card'],
    severity: 'warning',
    source: I864,
  }),
  item({
    key: 'joint-sponsor-tax-return',
    person: 'jointSponsor',
    label: 'forms:evidenceJointSponsorTaxReturn',
    forms: [JOINT_SPONSOR_I864],
    accepts: ['tax-return', 'w-2'],
    severity: 'warning',
    source: I864,
  }),
  item({
    key: 'joint-sponsor-current-income',
    person: 'jointSponsor',
    label: 'forms:evidenceJointSponsorCurrentIncome',
    forms: [JOINT_SPONSOR_I864],
    accepts: ['pay-stub', 'employment-letter'],
    severity: 'warning',
    source: I864,
  }),
  item({
    key: 'i751-card',
    person: 'applicant',
    label: 'forms:evidenceI751Card',
    forms: ['I-751'],
    accepts: ['green-card'],
    severity: 'warning',
    source: I751,
  }),
  item({
    // The I-90 instructions: a copy of the current card (front and back), or, when it was lost, stolen or never
    // received, a government-issued identity document with name, birth date, photo and signature.
    key: 'i90-card-or-id',
    person: 'applicant',
    label: 'forms:evidenceI90CardOrId',
    forms: ['I-90'],
    accepts: ['green-card', 'passport'],
    severity: 'warning',
    source: I90,
  }),
  item({
    // The N-400 instructions: a copy of the permanent resident card, front and back, for every applicant.
    key: 'n400-card',
    person: 'applicant',
    label: 'forms:evidenceN400Card',
    forms: ['N-400'],
    accepts: ['green-card'],
    severity: 'blocker',
    source: N400,
  }),
  item({
    // Filed as the spouse of a U.S. citizen: the current marriage certificate and proof of the spouse's citizenship
    // for the whole three years (a U.S. birth certificate, naturalization certificate or U.S. passport).
    key: 'n400-marriage-certificate',
    label: 'forms:evidenceN400Marriage',
    forms: ['N-400'],
    onlyWhen: { question: 'n-400.basis', oneOf: ['citizen-spouse', 'citizen-spouse-abroad'] },
    accepts: ['marriage-certificate'],
    severity: 'warning',
    source: N400,
  }),
  item({
    // The I-129F instructions: proof of the petitioner's U.S. citizenship.
    key: 'i129f-petitioner-citizenship',
    person: 'petitioner',
    label: 'forms:evidencePetitionerCitizenship',
    forms: ['I-129F'],
    accepts: ['passport', 'birth-certificate', 'naturalization-certificate'],
    severity: 'blocker',
    source: I129F,
  }),
  item({
    // A statement from each partner of their intent to marry within 90 days of the K-1 admission.
    key: 'i129f-intent-to-marry',
    label: 'forms:evidenceI129FIntentToMarry',
    forms: ['I-129F'],
    onlyWhen: { question: 'i-129f.classification', oneOf: ['k1'] },
    accepts: ['intent-to-marry-statement'],
    severity: 'warning',
    source: I129F,
  }),
  item({
    // Proof of the meeting in person in the two years before filing (photos together, travel records), or of why it
    // should be waived.
    key: 'i129f-met-in-person',
    label: 'forms:evidenceI129FMetInPerson',
    forms: ['I-129F'],
    onlyWhen: { question: 'i-129f.classification', oneOf: ['k1'] },
    accepts: ['relationship-evidence', 'photos-over-time'],
    severity: 'warning',
    source: I129F,
  }),
  item({
    key: 'i129f-photos',
    label: 'forms:evidenceI129FPhotos',
    forms: ['I-129F'],
    accepts: ['passport-photo'],
    severity: 'warning',
    source: I129F,
  }),
  item({
    // The I-539 instructions: the Form I-94 of the applicant (and of each co-applicant), and a copy of the passport
    // valid for the whole stay asked for.
    key: 'i539-i94',
    person: 'applicant',
    label: 'forms:evidenceI539I94',
    forms: ['I-539'],
    accepts: ['i-94'],
    severity: 'warning',
    source: I539,
  }),
  item({
    key: 'i539-passport',
    person: 'applicant',
    label: 'forms:evidenceI539Passport',
    forms: ['I-539'],
    accepts: ['passport'],
    severity: 'warning',
    source: I539,
  }),
  item({
    // Proof that the applicant can pay for the stay without working without authorization.
    key: 'i539-support',
    person: 'applicant',
    label: 'forms:evidenceI539Support',
    forms: ['I-539'],
    accepts: ['bank-statement', 'employment-letter', 'pay-stub', 'tax-return'],
    severity: 'warning',
    source: I539,
  }),
  item({
    // Signed by the civil surgeon, in the sealed envelope: USCIS rejects an I-485 filed without it since
    // December 2, 2024. The check reports it as a "medical-exam" problem.
    key: 'medical-exam',
    person: 'beneficiary',
    label: 'forms:evidenceMedicalExam',
    forms: ['I-485'],
    accepts: ['form-i-693'],
    severity: 'blocker',
    source: I693,
  }),
];
