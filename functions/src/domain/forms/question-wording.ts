// Which words of the `form-questions` catalog (shared/i18n/locales/<locale>/form-questions.json) say each thing the
// form interview shows, as Messages: ./question-texts.ts renders them in the reader's language. Keys hold no dots, so
// an id's dots and dashes become underscores ("i-485.pt9.q10" → i485_pt9_q10) and a key's help is `<key>_help`.
//
// Profile facts (shared/forms/profile-facts.ts) are worded per fact, whatever the role: `fact_<fact>`, or, in a list
// or an address block, `<list>_<fact>` when the fact reads differently there ("Date you moved in" for an address's
// `from`). A list entry or an address block names itself first: "Address 2: City or town". Form ids' numbered rows
// (`i-864.taxReturn.1.year`) share one key with the row number as `{number}`; a form's address or name block that
// has no key of its own for a part is its block's label with the profile's word for that part.
import { PERSON_LISTS, PERSON_ROLES } from '../../shared/forms/profile-facts';
import { msg, type KeyIn, type Message } from '../../shared/i18n/message';
import { CATALOGS } from '../i18n/render';
import { isFormQuestionId } from './field-map';
import { printedForm, printedQuestionId } from './form-maps';

type Key = KeyIn<'form-questions'> extends `form-questions:${infer K}` ? K : never;

const isKey = (key: string): key is Key => Object.hasOwn(CATALOGS.en['form-questions'], key);
const message = (key: Key, params?: Message['params']): Message => msg(`form-questions:${key}`, params);
const firstKey = (...keys: string[]): Key | undefined => keys.find(isKey);

export interface QuestionWording {
  label: Message;
  help: Message | null;
}

/** Address blocks that are not lists, and the list whose words their parts borrow. */
const BLOCKS: Readonly<Record<string, string>> = { mailing: 'address', addressAbroad: 'address', employmentAbroad: 'employment' };

const slug = (text: string) => text.replace(/[.-]/g, '_');
const isIndex = (segment: string) => /^\d+$/.test(segment);
/** A form id's named segments as key parts, its form written without the dash: ["i485", "pt9", "q65", "benefit"]. */
const keyParts = (id: string) =>
  id
    .split('.')
    .filter((segment) => !isIndex(segment))
    .map((segment, at) => (at === 0 ? segment.replace('-', '') : slug(segment)));

/** The key of a fact's words where `context` (a list or block kind) may word it its own way. */
const factKey = (fact: string, context?: string): Key | undefined =>
  firstKey(...(context ? [`${context}_${slug(fact)}`] : []), `fact_${slug(fact)}`);

const helpOf = (...keys: Key[]): Message | null => {
  const help = firstKey(...keys.map((key) => `${key}_help`));
  return help ? message(help) : null;
};

/** "<block or entry>: <fact>", with the fact's help, else the block's. */
const composed = (entry: Message, entryKey: Key, fact: Key): QuestionWording => ({
  label: message('composed', { entry, fact: message(fact) }),
  help: helpOf(fact, entryKey),
});

function profileWording(path: readonly string[]): QuestionWording | undefined {
  const [first = '', second, ...rest] = path;
  if (PERSON_LISTS[first] && second !== undefined && isIndex(second)) {
    const entry = firstKey(`entry_${first}`);
    const fact = factKey(rest.join('.'), first);
    if (!entry || !fact) return undefined;
    return composed(message(entry, { number: Number(second) + 1 }), entry, fact);
  }
  const block = BLOCKS[first];
  if (block && second !== undefined && rest.length === 0) {
    const entry = firstKey(`group_${first}`);
    const fact = factKey(second, block);
    return entry && fact ? composed(message(entry), entry, fact) : undefined;
  }
  const fact = factKey(path.join('.'));
  return fact ? { label: message(fact), help: helpOf(fact) } : undefined;
}

/** A form's own question: `i-485.pt9.q65.2.benefit` is key i485_pt9_q65_benefit with {number} 3. */
function formWording(id: string): QuestionWording | undefined {
  const index = id.split('.').find(isIndex);
  const params = index === undefined ? undefined : { number: Number(index) + 1 };
  const named = keyParts(id);
  const own = firstKey(named.join('_'));
  if (own) return { label: message(own, params), help: helpOf(own) };
  // An address or name block of the form: its label, then the profile's word for the part.
  const block = firstKey(named.slice(0, -1).join('_'));
  const fact = factKey(named.at(-1) ?? '');
  return block && fact ? composed(message(block, params), block, fact) : undefined;
}

/** The label and help of question `id`, or undefined for an id the catalog has no words for. */
export function questionWording(id: string): QuestionWording | undefined {
  const [head = '', ...path] = id.split('.');
  // A copy of a printed form (the joint sponsor's I-864) asks the printed form's questions in its words.
  if (isFormQuestionId(head)) return formWording(printedQuestionId(id));
  return (PERSON_ROLES as readonly string[]).includes(head) ? profileWording(path) : undefined;
}

/** An option of a choice: the question's own word for it, else the fact's ("apt" of any address block's unitType). */
export function optionWording(id: string, option: string): Message | undefined {
  const named = keyParts(printedQuestionId(id));
  const own = isFormQuestionId(id) ? [`option_${named.join('_')}_${slug(option)}`] : [];
  const key = firstKey(...own, `option_${named.at(-1) ?? ''}_${slug(option)}`);
  return key ? message(key) : undefined;
}

/** A part of a form as its heading: form "I-485" (or "i-485"), part "9". */
export function partWording(form: string, part: string): Message | undefined {
  const key = firstKey(`part_${printedForm(form).toLowerCase().replace(/-/g, '')}_${part}`);
  return key ? message(key) : undefined;
}

/** A person of the case, by role, in the words of `form` when it names them its own way (the I-129F's fiancé(e)). */
export function personWording(role: string, form = ''): Message | undefined {
  const key = firstKey(`person_${role}_${printedForm(form).toLowerCase().replace(/-/g, '')}`, `person_${role}`);
  return key ? message(key) : undefined;
}

/** The question that asks for a gap in a five-year history; `from` and `to` are YYYY-MM-DD. */
export const gapWording = (list: 'address' | 'employment', from: string, to: string): Message =>
  message(list === 'address' ? 'gap_address' : 'gap_employment', { from: { date: from }, to: { date: to } });
