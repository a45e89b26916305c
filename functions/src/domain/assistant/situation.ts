// A message that states the asker's own facts ("I crossed without a visa in 2015, my husband is a U.S. citizen"), in
// English, Spanish, French or German: which facts, so the assistant says what they mean (situation-rules.ts) and
// opens the Eligibility Check with them filled in, instead of answering with a card about someone else's case.
// A situation needs one of the facts the bars turn on, and a message that tells them or asks "can I…?"; a relative's
// status alone, or "how long does the bar last?", is an ordinary question a card answers.
import { phrases, statedFacts } from '../../shared/eligibility/stated-facts';
import type { SituationFact } from './situation-rules';

const SPOUSE =
  'husband|wife|spouse|esposo|esposa|marido|mujer|pareja|mari|époux|epoux|femme|épouse|epouse|conjointe?|mann|ehemann|frau|ehefrau|ehepartner(?:in)?';
const RELATIVE =
  'mother|father|mom|mum|dad|parents?|son|daughter|brother|sister|child|madre|padre|mamá|mama|papá|papa|hij[oa]|herman[oa]|mère|mere|père|pere|fils|fille|frère|frere|sœur|soeur|mutter|vater|sohn|tochter|bruder|schwester';
const CITIZEN =
  'u\\.?\\s?s\\.?\\s?citizen|us citizen|american citizen|citizen|american|ciudadan[oa](?: american[oa]| estadounidense)?|americano|americana|estadounidense|citoyen(?:ne)?(?: américaine?| americaine?)?|américaine?|americaine?|us-bürger(?:in)?|us-burger(?:in)?|staatsbürger(?:in)?|amerikaner(?:in)?';
const RESIDENT =
  'green card(?: holder)?|permanent resident|lpr|residente permanente|residencia|carte verte|résidente? permanente?|resident(?:e)? permanent(?:e)?|daueraufenthalt\\w*';
const POSSESSIVE = 'my|mi|mon|ma|mein|meine';
const LINK = 'is|was|became|has|es|tiene|est|a|ist|hat|wurde';

const about = (who: string, what: string) =>
  phrases(`(?:${POSSESSIVE})\\s+(?:${who})\\b[^.?!]{0,40}?\\b(?:${LINK})\\b[^.?!]{0,25}?(?:${what})`);

const SPOUSE_CITIZEN: readonly RegExp[] = [
  about(SPOUSE, CITIZEN),
  phrases(`(?:i|we) (?:married|am married to|'m married to) (?:a|an) (?:${CITIZEN})`),
  phrases(`(?:me cas[eé]|estoy casad[oa]) con (?:un|una) (?:${CITIZEN})`),
  phrases(`(?:j'ai épousé|j'ai epouse|je suis mariée? (?:à|a|avec)) (?:un|une) (?:${CITIZEN})`),
  phrases(`(?:ich habe|ich bin mit) (?:einen|einer|einem) (?:${CITIZEN})`),
];
const RELATIVE_CITIZEN = about(RELATIVE, CITIZEN);
const RELATIVE_RESIDENT = about(`${SPOUSE}|${RELATIVE}`, RESIDENT);

export interface Situation {
  facts: SituationFact[];
}

/** "Can I…?", "is there a way…?", in the four languages: asking whether the facts allow something. */
const CAN_I = phrases(
  'can (?:i|we)|could (?:i|we)|may (?:i|we)|am i able|are we able|will i (?:ever )?be able|is (?:it|there) (?:possible|a way|any way|anything)|do (?:i|we) (?:still )?(?:qualify|have a chance|have any chance)|what are my options|puedo|podemos|podr[ée]|podr[íi]a|hay (?:manera|forma|alguna manera|alguna forma)|es posible|tengo (?:alguna )?(?:opci[óo]n|chance|posibilidad)|puis-je|je peux|est-ce que je peux|pourrai-je|pourrais-je|est-il possible|y a-t-il (?:un )?moyen|ai-je une chance|kann ich|darf ich|k[öo]nnte ich|gibt es (?:eine|irgendeine) m[öo]glichkeit|ist es m[öo]glich|habe ich eine chance',
);
const CAN_I_FIRST = new RegExp(`^\\s*[¿"'(]*\\s*${CAN_I.source}`, 'iu');

/** A clause that asks about a rule ("from what age does it count?", "does that petition let me…?"), which a card answers. */
const RULE_QUESTION =
  /^\s*[¿"'(]*\s*(?:(?:from|at|in|for|by|since|until|desde|a partir de|hasta|depuis|jusqu'[àa]|ab|seit|bis) )?(?:can (?!i |we )|could (?!i |we )|what|how|which|when|where|who|why|do|does|did|is|are|was|were|should|must|qu[ée]|c[óo]mo|cu[áa]l|cu[áa]ndo|cu[áa]nto|d[óo]nde|qui|quel|quelle|comment|combien|quand|o[ùu]|pourquoi|est-ce que (?!je peux)|was|wie|welche|wann|wo|warum|muss|brauche)(?![\p{L}])/iu;

const clausesOf = (message: string) =>
  message
    .split(/[,;.!?？\n]+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** The message tells its facts, or asks whether they allow something ("can I…?"), rather than asking about a rule. */
function asksAboutOwnCase(message: string): boolean {
  const clauses = clausesOf(message);
  const asksRule = clauses.some((clause) => RULE_QUESTION.test(clause) && !CAN_I_FIRST.test(clause));
  return !asksRule;
}

/** The facts the message states about the asker, or null when it states none the bars turn on or asks about a rule. */
export function detectSituation(message: string): Situation | null {
  const bars = statedFacts(message);
  if (bars.length === 0 || !asksAboutOwnCase(message)) return null;
  const facts: SituationFact[] = [...bars];
  if (SPOUSE_CITIZEN.some((re) => re.test(message))) facts.push('citizen-spouse');
  else if (RELATIVE_RESIDENT.test(message)) facts.push('resident-relative');
  else if (RELATIVE_CITIZEN.test(message)) facts.push('citizen-relative');
  return { facts };
}
