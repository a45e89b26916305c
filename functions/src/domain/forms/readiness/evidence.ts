// The evidence checklist of the package: each document the form instructions ask for (facts/evidence.ts), matched to
// the case's documents so that one file fulfils one item ("Beneficiary's birth certificate: not uploaded"). A file
// may fit several items (a passport is the petitioner's proof of citizenship or the beneficiary's passport); the
// matching covers as many items as it can, as document review's own checklist does.
import { msg, type Message } from '../../../shared/i18n/message';
import { assignFiles } from '../../documents/requirements';
import { isAnswered, type Answers } from '../field-map';
import { PERSON_LISTS } from '../../../shared/forms/profile-facts';
import { MARRIAGE_PACKAGE_EVIDENCE, type EvidenceItem } from '../facts/evidence';
import { JOINT_SPONSOR_I864 } from '../maps/i-864-joint-sponsor';
import { documentTags, normalized, type CaseDocument } from './document-tags';
import { wholeForm, type Problem } from './problem';

export interface EvidenceInput {
  /** The package's forms, as USCIS numbers them. */
  forms: readonly string[];
  /** The case's answers: the prior marriages each need proof that they ended. */
  answers: Answers;
  /** The case's documents, in upload order. */
  documents: readonly CaseDocument[];
}

export interface EvidenceLine {
  key: string;
  label: Message;
  forms: readonly string[];
  severity: EvidenceItem['severity'];
  /** The file that fulfils it, or null when none does. */
  file: string | null;
  source: string;
}

const PEOPLE = [
  { role: 'petitioner', name: 'forms:signerPetitioner' },
  { role: 'beneficiary', name: 'forms:signerBeneficiary' },
] as const;

/** The highest number of prior-spouse entries the profile holds (shared/forms/profile-facts.ts). */
const MAX_PRIOR_SPOUSES = 4;

/** One label per prior marriage of either spouse: from the prior spouses named, or as many as "times married" says. */
function priorMarriageLabels(answers: Answers): Message[] {
  return PEOPLE.flatMap(({ role, name }) => {
    const person = msg(name);
    const named: Message[] = [];
    for (let index = 0; index < MAX_PRIOR_SPOUSES; index += 1) {
      const spouse = [`${role}.priorSpouse.${index}.givenName`, `${role}.priorSpouse.${index}.familyName`]
        .map((id) => answers[id])
        .filter(isAnswered)
        .join(' ');
      if (spouse) named.push(msg('forms:evidencePriorMarriageEnded', { person, spouse }));
    }
    const times = Number(answers[`${role}.timesMarried`] ?? 0);
    const unnamed = Number.isInteger(times) ? Math.max(0, times - 1 - named.length) : 0;
    return [...named, ...Array.from({ length: unnamed }, () => msg('forms:evidencePriorMarriageEndedUnnamed', { person }))];
  });
}

/** Whose document a file can be: either spouse, a joint sponsor, or the applicant of a form filed for oneself. */
const HOLDERS = ['petitioner', 'beneficiary', 'jointSponsor', 'applicant'] as const;
type Person = (typeof HOLDERS)[number];

/** The words of a person's answered names, `field` being givenName or familyName. */
function nameWords(answers: Answers, role: Person, field: string): string[] {
  const value = answers[`${role}.${field}`];
  return typeof value === 'string'
    ? normalized(value)
        .split(/\s+/)
        .filter((word) => word.length >= 2)
    : [];
}

/**
 * Whose document a file is, from the name review read on it or the file's name: the person whose given names it
 * shows, or whose family name when the given names do not tell (spouses often share a family name); undefined when
 * it names no one or several.
 */
function holderOf(document: CaseDocument, answers: Answers): Person | undefined {
  const words = new Set(normalized(`${document.holder ?? ''} ${document.name}`).split(/[^\p{L}\p{N}]+/u));
  for (const field of ['givenName', 'familyName']) {
    const named = HOLDERS.filter((role) => nameWords(answers, role, field).some((word) => words.has(word)));
    if (named.length === 1) return named[0];
  }
  return undefined;
}

/** Each sponsor's I-864, whose household members sign an I-864A with that sponsor. */
const SPONSORS = [
  { role: 'petitioner', form: 'I-864', name: 'forms:signerPetitioner' },
  { role: 'jointSponsor', form: JOINT_SPONSOR_I864, name: 'forms:signerJointSponsor' },
] as const;

/** A line of an item: its own key suffix, label and forms when the item has one line per person. */
interface ItemLine {
  suffix?: string;
  label: Message;
  forms?: readonly string[];
}

/**
 * One line per household member named on a sponsor's I-864 of the package. The beneficiary, who may be listed for
 * their income, signs no I-864A in a spouse's case: no family member immigrates with them.
 */
function householdMemberLines(item: EvidenceItem, forms: readonly string[], answers: Answers): ItemLine[] {
  const beneficiary = [...nameWords(answers, 'beneficiary', 'givenName'), ...nameWords(answers, 'beneficiary', 'familyName')];
  return SPONSORS.filter(({ form }) => forms.includes(form)).flatMap(({ role, form, name }) =>
    Array.from({ length: PERSON_LISTS.householdMember?.max ?? 0 }, (_, index) => index).flatMap((index): ItemLine[] => {
      const member = answers[`${role}.householdMember.${index}.name`];
      if (typeof member !== 'string' || !isAnswered(member)) return [];
      const words = new Set(normalized(member).split(/\s+/));
      if (beneficiary.length > 0 && beneficiary.every((word) => words.has(word))) return [];
      return [{ suffix: `${role}.${index}`, label: msg(item.label, { member, sponsor: msg(name) }), forms: [form] }];
    }),
  );
}

function itemLines(item: EvidenceItem, forms: readonly string[], answers: Answers): ItemLine[] {
  const answer = item.onlyWhen && answers[item.onlyWhen.question];
  if (item.onlyWhen && (answer === undefined || !item.onlyWhen.oneOf.includes(answer))) return [];
  if (item.perPriorMarriage) return priorMarriageLabels(answers).map((label, index) => ({ suffix: String(index), label }));
  if (item.perHouseholdMember) return householdMemberLines(item, forms, answers);
  return [{ label: msg(item.label) }];
}

/** The package's evidence items, each matched to a file or to none. */
export function evidenceChecklist({ forms, answers, documents }: EvidenceInput): EvidenceLine[] {
  const lines: Array<Omit<EvidenceLine, 'file'> & Pick<EvidenceItem, 'accepts' | 'person'>> = MARRIAGE_PACKAGE_EVIDENCE.filter((item) =>
    item.forms.some((form) => forms.includes(form)),
  ).flatMap((item) =>
    itemLines(item, forms, answers).map((line) => ({
      key: line.suffix === undefined ? item.key : `${item.key}.${line.suffix}`,
      label: line.label,
      forms: (line.forms ?? item.forms).filter((form) => forms.includes(form)),
      severity: item.severity,
      accepts: item.accepts,
      person: item.person,
      source: item.source,
    })),
  );
  const fits = documents.map((document) => {
    const tags = documentTags(document);
    const holder = holderOf(document, answers);
    const fitsLine = (line: (typeof lines)[number]) =>
      line.accepts.some((tag) => tags.has(tag)) && (holder === undefined || line.person === undefined || line.person === holder);
    return lines.flatMap((line, index) => (fitsLine(line) ? [index] : []));
  });
  const owners = assignFiles(fits, lines.length);
  return lines.map(({ accepts: _accepts, person: _person, ...line }, index) => {
    const owner = owners[index];
    return { ...line, file: owner === null || owner === undefined ? null : (documents[owner]?.name ?? null) };
  });
}

/** A problem per item no file fulfils; the missing I-693 is a "medical-exam" blocker of its own. */
export function evidenceProblems(input: EvidenceInput): Problem[] {
  return evidenceChecklist(input)
    .filter((line) => line.file === null)
    .map((line): Problem => {
      const refs = line.forms.map(wholeForm);
      if (line.key === 'medical-exam') {
        return { kind: 'medical-exam', severity: 'blocker', message: msg('forms:readyMedicalExamMissing'), refs };
      }
      return { kind: 'evidence', severity: line.severity, message: msg('forms:readyEvidenceMissing', { item: line.label }), refs };
    });
}
