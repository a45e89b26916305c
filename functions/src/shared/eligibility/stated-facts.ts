// Facts the applicant's own words mention that the bars turn on ("I crossed without a visa", "I was deported in
// 2015"), in English, Spanish, French and German. The wizard asks for each in its field before the result, and the
// engine names any left unanswered for review: a fact is never inferred from free text. Shared by both.
export const STATED_FACTS = ['entry-without-inspection', 'removal', 'criminal-history'] as const;
export type StatedFact = (typeof STATED_FACTS)[number];

/** Any of the phrases, as whole words: JavaScript's \b does not see accented letters as part of a word. */
export const phrases = (...alternatives: string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

const PATTERNS: Readonly<Record<StatedFact, RegExp>> = {
  'entry-without-inspection': phrases(
    '(?:cross(?:ed|ing)?|came|entered|enter)[^.]{0,30}(?:without|with no)\\s+(?:a\\s+)?(?:visa|papers|inspection|documents|permission)',
    'without inspection',
    'entered illegally',
    'EWI',
    'sin (?:visa|papeles|documentos|inspecci[oó]n)',
    'cruc[eé] la frontera',
    'entr[eé] (?:ilegalmente|sin)',
    'sans (?:visa|papiers|inspection)',
    'entr[ée]e? ill[ée]galement',
    'ohne (?:visum|papiere|kontrolle)',
    'illegal eingereist',
  ),
  removal: phrases(
    'deport(?:ed|ation)',
    'removed from the (?:u\\.?s\\.?|united states)',
    '(?:removal|deportation) order',
    'order of removal',
    'deportad[oa]s?',
    'deportaci[oó]n',
    'expulsad[oa]',
    'expuls[ée]e?',
    'reconduite? [àa] la fronti[eè]re',
    'abgeschoben',
    'abschiebung',
  ),
  'criminal-history': phrases(
    'convicted',
    'conviction',
    'arrested',
    'felony',
    'misdemeanou?r',
    'DUI',
    'jail',
    'prison',
    'condenad[oa]',
    'arrestad[oa]',
    'detenid[oa] por la polic[ií]a',
    'c[aá]rcel',
    'condamn[ée]e?',
    'arr[êe]t[ée]e? par la police',
    'verurteilt',
    'festgenommen',
    'gef[äa]ngnis',
    'vorstrafe',
  ),
};

/** "never", "not", "no": a mention right after one is a denial ("I was never deported"). */
const DENIAL = /(?<![\p{L}\p{N}])(?:never|not|no|nunca|jam[aá]s|jamais|pas|nie|nicht|kein)(?![\p{L}\p{N}])[^.,;]{0,25}$/iu;

/** The facts `details` mentions, each once, a denied one left out. */
export function statedFacts(details: string): StatedFact[] {
  return STATED_FACTS.filter((fact) => {
    const match = PATTERNS[fact].exec(details);
    return match !== null && !DENIAL.test(details.slice(0, match.index));
  });
}

/** A body as sent (the wizard's or the API's): only these three fields are read, whatever their shape. */
type Payload = Readonly<{ details?: unknown; immigrationHistory?: unknown; criminalHistory?: unknown }>;

const answered: Readonly<Record<StatedFact, (payload: Payload) => boolean>> = {
  'entry-without-inspection': (p) => Boolean(objectOf(objectOf(p.immigrationHistory).entry).manner),
  removal: (p) => {
    const history = objectOf(p.immigrationHistory);
    return listOf(history.removals).length > 0 || objectOf(history.deportations).removed === true;
  },
  'criminal-history': (p) => {
    const history = objectOf(p.criminalHistory);
    return listOf(history.events).length > 0 || objectOf(history.convictions).convicted === true;
  },
};

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The facts the details mention whose own field has no answer yet. */
export function unansweredStatedFacts(payload: Payload): StatedFact[] {
  const details = typeof payload.details === 'string' ? payload.details : '';
  return statedFacts(details).filter((fact) => !answered[fact](payload));
}
