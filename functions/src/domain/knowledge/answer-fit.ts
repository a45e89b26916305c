// Whether a card answers the question that was asked, not merely one that shares its words. Search ranks by shared
// words, so "What is the H-1B cap?" can rank the cap-gap card first and "How much does Form I-485 cost?" the I-130
// fee card. A card fits only when:
//  - every form, visa class or program the question names is named by the card (its answer too: "I am on OPT" may be
//    the asker's context, not the subject);
//  - when both name forms in their question, they share one (an I-485 question is not answered by an I-130 card);
//  - the card's question or phrasings ask what the question asks: what it costs, how long it takes, how many;
//  - a program the card's own question is about (cap-gap, the A-number, the diversity lottery) is one the question
//    names, when the question names any program.
// Otherwise only the card's question, phrasings and keywords count: its answer mentions much it does not answer.
import { toMatchText } from './search-terms';

export type AskKind = 'cost' | 'duration' | 'count';

export interface FitKeys {
  /** Forms, visa classes and programs ("i485", "h1b", "opt", "capgap"). */
  codes: ReadonlySet<string>;
  /** The forms alone ("i485"). */
  forms: ReadonlySet<string>;
  asks: ReadonlySet<AskKind>;
}

export interface CardFitKeys {
  /** Everything the card's question, phrasings and keywords name, in every language. */
  head: FitKeys;
  /** The codes its answer names besides: a question may name its own visa as context ("I am on OPT"). */
  answerCodes: ReadonlySet<string>;
  /** What the card's own question (in any of its languages) names. */
  question: FitKeys;
}

export type FitVerdict = { fits: true } | { fits: false; reason: 'code' | 'form' | 'ask' | 'program'; term: string };

const FORM_CODE = /\b(i|n|ds|g|ar)\d{2,4}[a-z]?\b/g;
const CLASS_CODE = /\b(?:h1b|h2a|h2b|h4|f1|f2|j1|j2|k1|k3|l1[ab]?|l2|o1[ab]?|e1|e2|e3|tn|b1|b2|m1|eb[1-5]|cr1|ir1|ir5|dv\d{0,4})\b/g;

/** Programs and named things a card is about, each written as one code. Order matters only for readability. */
const PROGRAMS: ReadonlyArray<readonly [string, RegExp]> = [
  ['capgap', /\bcap[- ]?gap\b/],
  ['stemopt', /\bstem[- ]?opt\b/],
  ['opt', /\bopt\b/],
  ['cpt', /\bcpt\b/],
  ['daca', /\bdaca\b/],
  ['tps', /\btps\b/],
  ['sevis', /\bsevis\b/],
  ['esta', /\besta\b|\bvisa waiver\b/],
  ['niw', /\bniw\b|\bnational interest waiver\b/],
  ['perm', /\bperm\b|\blabor certification\b|\bcertificacion laboral\b/],
  ['vawa', /\bvawa\b/],
  ['sij', /\bsijs?\b|\bspecial immigrant juvenile\b/],
  ['cspa', /\bcspa\b|\bchild status protection\b/],
  ['foia', /\bfoia\b|\bfreedom of information\b/],
  ['anumber', /\ba[- ]?(?:number|#|nummer)\b|\balien (?:registration )?number\b|\bnumero a\b|\bnumero de extranjero\b/],
  [
    'diversity',
    /\bdiversity\b|\bdiversidad\b|\bdiversite\b|\bdiversitat\b|\bdv[- ]?(?:lottery|program|\d{4})\b|\bgreen ?card lotter(?:y|ie)\b|\bloteria de (?:visas|la green ?card)\b|\bloterie (?:de la carte verte|des visas)\b/,
  ],
  ['tn', /\busmca\b|\bnafta\b/],
  // Another country's immigration: no card of ours answers it.
  [
    'abroad',
    /\bschengen\b|\b(?:canadian|canada|uk|british|australian|australia|european|mexican) (?:work permit|visa|citizenship|residency|passport|pr)\b|\bpermis de travail canadien\b|\bvisa (?:schengen|canadien)\b|\bschengen-visum\b|\bvisa canadiense\b/,
  ],
  ['uvisa', /\bu visas?\b|\bvisas? u\b|\bu-visum\b/],
  ['tvisa', /\bt visas?\b|\bvisas? t\b|\bt-visum\b/],
];

/** Programs whose presence in a card's question makes it that program's card (see the file comment). */
const DEFINING_PROGRAMS: ReadonlySet<string> = new Set(['capgap', 'anumber', 'diversity', 'stemopt', 'cspa', 'foia']);

const ASKS: ReadonlyArray<readonly [AskKind, RegExp]> = [
  [
    'cost',
    /\bhow much\b|\bcosts?\b|\bfees?\b|\bprice\b|\bcuanto cuesta\b|\bcuesta\b|\bcosto\b|\btarifas?\b|\bprecio\b|\bcombien coute\b|\bcoute\b|\bfrais\b|\bprix\b|\bkosten\b|\bkostet\b|\bgebuhr(?:en)?\b/,
  ],
  [
    'duration',
    /\bhow long (?:does|do|will|did|is the|are the|to|it|until|for|before|after)\b|\bprocessing times?\b|\bwait(?:ing)? times?\b|\bcuanto (?:tiempo|tarda)\b|\btarda\b|\bdemora\b|\bcombien de temps\b|\bdelais?\b|\bwie lange dauert\b|\bdauert\b|\bbearbeitungszeit\b|\bwartezeit\b/,
  ],
  ['count', /\bhow many\b|\bcuant[oa]s\b|\bcombien de\b|\bwie viele\b/],
];

const TIME_COUNT =
  /\b(?:how many|cuant[oa]s|combien de|wie viele) (?:days|weeks|months|years|dias|semanas|meses|anos|jours|semaines|mois|ans|tage|wochen|monate|jahre)\b/;

/** What a question (or a card's text) names and asks. */
export function fitKeys(text: string): FitKeys {
  const plain = toMatchText(text);
  const forms = new Set([...plain.matchAll(FORM_CODE)].map((m) => m[0]));
  const codes = new Set([...forms, ...[...plain.matchAll(CLASS_CODE)].map((m) => m[0])]);
  for (const [code, re] of PROGRAMS) if (re.test(plain)) codes.add(code);
  // "STEM OPT" names OPT too; "cap-gap" is its own thing, not a cap.
  if (codes.has('stemopt')) codes.add('opt');
  const asks = new Set<AskKind>();
  for (const [kind, re] of ASKS) if (re.test(plain)) asks.add(kind);
  // "How many months" asks how long, not how many.
  if (TIME_COUNT.test(plain)) {
    asks.delete('count');
    asks.add('duration');
  }
  return { codes, forms, asks };
}

function union(keys: readonly FitKeys[]): FitKeys {
  return {
    codes: new Set(keys.flatMap((k) => [...k.codes])),
    forms: new Set(keys.flatMap((k) => [...k.forms])),
    asks: new Set(keys.flatMap((k) => [...k.asks])),
  };
}

export interface CardHeadText {
  answers: readonly string[];
  questions: readonly string[];
  phrasings: readonly string[];
  keywords: readonly string[];
}

/** A card's keys, from its question and phrasings in every language and its keywords. */
export function cardFitKeys(text: CardHeadText): CardFitKeys {
  const question = union(text.questions.map(fitKeys));
  const head = union([question, ...text.phrasings.map(fitKeys), ...text.keywords.map(fitKeys)]);
  return { head, question, answerCodes: union(text.answers.map(fitKeys)).codes };
}

/** Whether a card with these keys answers a question with these keys, and if not, why. */
export function judgeFit(asked: FitKeys, card: CardFitKeys): FitVerdict {
  for (const code of asked.codes) {
    if (!card.head.codes.has(code) && !card.answerCodes.has(code)) return { fits: false, reason: 'code', term: code };
  }
  if (asked.forms.size > 0 && card.question.forms.size > 0 && ![...asked.forms].some((form) => card.question.forms.has(form))) {
    return { fits: false, reason: 'form', term: [...card.question.forms].join(', ') };
  }
  for (const ask of asked.asks) if (!card.head.asks.has(ask)) return { fits: false, reason: 'ask', term: ask };
  if (asked.codes.size > 0) {
    for (const code of card.question.codes) {
      if (DEFINING_PROGRAMS.has(code) && !asked.codes.has(code)) return { fits: false, reason: 'program', term: code };
    }
  }
  return { fits: true };
}
