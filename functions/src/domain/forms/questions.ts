// Which questions a form asks of a case, in the form's order, with where each lands on every form of the case
// (answer once: the same id on each). Questions that only apply after another answer (prior spouses, a mailing
// address that is not the home, the next entry of a five-year history, a form's own follow-ups) appear only then.
// Pure: the service adds the texts in the user's language (./question-views.ts).
import { PERSON_ROLES, profileFact, type Fact, type PersonRole } from '../../shared/forms/profile-facts';
import type { QuestionRef } from '../../shared/forms/form-views';
import { isAnswered, type Answers, type FormMap } from './field-map';
import { FOLLOW_UPS, type Condition } from './facts/follow-ups';
import { historyGap, type HistoryList, type Interval } from './history';

export interface PlannedQuestion {
  id: string;
  fact: Fact;
  person: PersonRole | null;
  /** The part of this form the question belongs to, as printed. */
  part: string;
  refs: QuestionRef[];
  required: boolean;
  /** For the first question of a history entry that fills a gap: the period it must cover. */
  gap?: { list: HistoryList; period: Interval };
}

/** The facts every person of the case must give, wherever a form asks them. */
const REQUIRED_FACTS = new Set([
  'familyName',
  'givenName',
  'birthDate',
  'birthCity',
  'birthCountry',
  'sex',
  'maritalStatus',
  'timesMarried',
  'marriageDate',
  'citizenshipBy',
]);
/** The facts of a list entry that make the entry: without them it says nothing. */
const REQUIRED_IN_ENTRY: Readonly<Record<string, readonly string[]>> = {
  address: ['street', 'city', 'country', 'from'],
  employment: ['employer', 'from'],
  priorSpouse: ['familyName', 'givenName', 'marriageEnded', 'howEnded'],
  parent: ['familyName', 'givenName'],
};
const HISTORY_LISTS: readonly string[] = ['address', 'employment'];
/** The beneficiary's marriage is the petitioner's (./derived-answers.ts): asked once, of the petitioner. */
const SHARED_MARRIAGE = /^beneficiary\.marriage(Date|City|State|Country|Province)$/;

interface ProfileId {
  role: PersonRole;
  list?: string;
  index?: number;
  fact: string;
}

function parseProfileId(id: string): ProfileId | null {
  const [role, name, ...rest] = id.split('.');
  if (!role || !name || !(PERSON_ROLES as readonly string[]).includes(role)) return null;
  const index = rest[0] !== undefined && /^\d+$/.test(rest[0]) ? Number(rest[0]) : undefined;
  if (index !== undefined) return { role: role as PersonRole, list: name, index, fact: rest.slice(1).join('.') };
  return { role: role as PersonRole, fact: [name, ...rest].join('.') };
}

function holds(condition: Condition, answers: Answers): boolean {
  // A follow-up of a follow-up: the answer of a question that is not asked counts as no answer.
  if (!isAsked(condition.question, answers)) return false;
  const value = answers[condition.question];
  if ('equals' in condition) return value === condition.equals;
  if ('oneOf' in condition) return value !== undefined && condition.oneOf.includes(value);
  if ('answered' in condition) return isAnswered(value);
  return typeof value === 'number' && value >= condition.atLeast;
}

/** Whether a form's own question is asked: always, or when the answer it follows up applies. */
function isAsked(id: string, answers: Answers): boolean {
  const condition = FOLLOW_UPS[id];
  return !condition || holds(condition, answers);
}

/** How many marriages ended before the current one. */
function priorMarriages(role: PersonRole, answers: Answers): number {
  const times = answers[`${role}.timesMarried`];
  if (typeof times !== 'number') return 0;
  const married = ['married', 'separated'].includes(String(answers[`${role}.maritalStatus`] ?? 'married'));
  return Math.max(0, times - (married ? 1 : 0));
}

/** Whether a profile question applies, and the gap it fills when it opens a history entry. */
function profileRule(parsed: ProfileId, id: string, answers: Answers, today: string): { applies: boolean; gap?: Interval } {
  const { role, list, index, fact } = parsed;
  if (SHARED_MARRIAGE.test(id)) return { applies: false };
  if (fact.startsWith('mailing.')) return { applies: answers[`${role}.mailingIsHome`] === false };
  if (/^naturalization/.test(fact)) return { applies: answers[`${role}.citizenshipBy`] === 'naturalization' };
  // An applicant for a new green card (I-90) is a permanent resident by definition.
  if (/^lpr/.test(fact)) return { applies: role === 'applicant' || answers[`${role}.citizenshipBy`] === 'permanent-resident' };
  if (list === undefined || index === undefined) return { applies: true };
  if (list === 'priorSpouse') return { applies: index < priorMarriages(role, answers) };
  if (HISTORY_LISTS.includes(list)) {
    // An entry given stays, whether or not the entries before it now cover the five years.
    if (index === 0 || isAnswered(answers[`${role}.${list}.${index}.from`])) return { applies: true };
    const gap = historyGap(answers, `${role}.${list}`, index, today);
    return gap ? { applies: true, gap } : { applies: false };
  }
  // Other names, children and household members: the next entry once the one before has a name.
  if (index === 0 || list === 'parent') return { applies: true };
  const before = `${role}.${list}.${index - 1}`;
  return { applies: ['familyName', 'givenName', 'name'].some((part) => isAnswered(answers[`${before}.${part}`])) };
}

function isRequired(id: string, parsed: ProfileId | null, fact: Fact): boolean {
  if (!parsed) return fact.type === 'yes-no';
  if (parsed.list !== undefined) return REQUIRED_IN_ENTRY[parsed.list]?.includes(parsed.fact) ?? false;
  // The beneficiary's citizenship; how a petitioner became a citizen.
  return REQUIRED_FACTS.has(parsed.fact) || (parsed.role === 'beneficiary' && parsed.fact === 'citizenshipCountry');
}

/** Where each question lands on the case's forms: one ref per form and printed item. */
export function questionRefs(maps: readonly FormMap[]): Map<string, QuestionRef[]> {
  const refs = new Map<string, QuestionRef[]>();
  const add = (question: string, ref: QuestionRef) => {
    const list = refs.get(question) ?? [];
    if (!list.some((known) => known.form === ref.form && known.item === ref.item)) list.push(ref);
    refs.set(question, list);
  };
  for (const map of maps) {
    for (const mapping of map.fields) add(mapping.question, { form: map.form, part: mapping.part, item: mapping.item });
    // A list's entries past the form's rows belong to the list's item, where the form says they continue.
    for (const list of map.continuedLists ?? []) {
      for (const question of map.questions)
        if (question.id.startsWith(`${list.question}.`) && !refs.has(question.id))
          add(question.id, { form: map.form, part: list.part, item: list.item });
    }
  }
  return refs;
}

/** A question's fact: the profile's, or the form's own. */
export function factOf(id: string, maps: readonly FormMap[]): Fact | undefined {
  return profileFact(id) ?? maps.flatMap((map) => map.questions).find((question) => question.id === id);
}

/** The questions `map` asks of this case, given the answers so far; `caseMaps` are all fillable forms of the case. */
export function plannedQuestions(map: FormMap, caseMaps: readonly FormMap[], answers: Answers, today: string): PlannedQuestion[] {
  const refs = questionRefs(caseMaps);
  const parts = new Map<string, string>();
  for (const mapping of map.fields) if (!parts.has(mapping.question)) parts.set(mapping.question, mapping.part);
  const ids = [...parts.keys(), ...map.questions.map((question) => question.id).filter((id) => !parts.has(id))];
  const planned: PlannedQuestion[] = [];
  const gapOpened = new Set<string>();
  for (const id of ids) {
    const fact = factOf(id, caseMaps);
    if (!fact) continue;
    const parsed = parseProfileId(id);
    let gap: PlannedQuestion['gap'];
    if (parsed) {
      const rule = profileRule(parsed, id, answers, today);
      if (!rule.applies) continue;
      const entry = `${parsed.role}.${parsed.list}.${parsed.index}`;
      if (rule.gap && !gapOpened.has(entry)) {
        gapOpened.add(entry);
        gap = { list: parsed.list as HistoryList, period: rule.gap };
      }
    } else {
      if (!isAsked(id, answers)) continue;
    }
    planned.push({
      id,
      fact,
      person: parsed?.role ?? null,
      part: parts.get(id) ?? refs.get(id)?.find((ref) => ref.form === map.form)?.part ?? '',
      refs: refs.get(id) ?? [],
      required: isRequired(id, parsed, fact),
      ...(gap ? { gap } : {}),
    });
  }
  return planned;
}

/** The required questions among `planned` that have no answer yet: what keeps a form from being ready. */
export const unanswered = (planned: readonly PlannedQuestion[], answers: Answers): PlannedQuestion[] =>
  planned.filter((question) => question.required && !isAnswered(answers[question.id]));
