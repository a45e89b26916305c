// Recognises the three tool requests in natural phrasing, and fills their slots.
//
// Precision over recall, because a false tool call hijacks a plain question:
//  - A request must be about the user's own situation ("am I eligible", "check MY documents", "open a case").
//    Concept questions ("who is eligible for DACA?", "what does eligible mean?") go to the knowledge base.
//  - A sentence that opens with a question word (what/how/why/when/where/which/who) is a knowledge question,
//    except a few first-person forms whose best answer is the tool itself ("how do I check my eligibility?",
//    "what are my chances of an H-1B?"). create_case has no such exception: it creates a case at once (no button
//    to confirm), so "how do I open a case?" must be answered, not acted on.
//  - A negated request ("I don't want to open a case") does not fire.
// Each sentence is judged alone; the first sentence holding a request wins, and the slots come from the whole
// message, then from the user's earlier messages when the new one names none.

import { statedFacts } from '../../shared/eligibility/stated-facts';
import type { DocumentCategoryKey, EligibilityCategory } from '../../shared/reference/categories';
import type { Country } from '../../shared/reference/countries';
import { detectCategory, detectDocumentCategory } from './category-slot';
import { detectCountry } from './country-slot';
import { sentences, toIntentText } from './intent-text';

/** Facts the user stated that the bars turn on (shared/eligibility/bar-facts-schema.ts), as the wizard's fields. */
export interface StatedHistory {
  entry?: { manner: 'without-inspection' };
  deportations?: { removed: true };
}

export interface EligibilityPayload {
  category?: EligibilityCategory;
  country?: Country;
  immigrationHistory?: StatedHistory;
  /** The user's own words, for the wizard's Details: the facts above are asked again there if left unanswered. */
  details?: string;
}
export interface DocumentsPayload {
  category?: DocumentCategoryKey;
  country?: Country;
}
export interface CreateCasePayload {
  category?: EligibilityCategory;
}

export type ToolIntent =
  | { tool: 'check_eligibility'; payload: EligibilityPayload }
  | { tool: 'review_documents'; payload: DocumentsPayload }
  | { tool: 'create_case'; payload: CreateCasePayload };

export interface IntentContext {
  /** The user's earlier messages, most recent first; they fill slots the new message leaves out. */
  earlierUserTexts?: readonly string[];
  /** The new message carries images or PDFs. */
  hasDocuments?: boolean;
}

type Tool = ToolIntent['tool'];

const BENEFIT =
  '(?:visas?|green ?cards?|permanent residen(?:ce|cy|t)|residency|citizenship|naturali[sz]ation|asylum|refugee status|status|parole|daca|tps|h1b|eb\\d[a-z]?|e2|f1|j1|k1|o1[ab]?|b1|b2|l1[ab]?|tn|niw|dv\\d*|sij|lottery|immigrant visa)';
const SUBJECT = '(?:i|we|he|she|they|my \\w+|our \\w+)';
const FAMILY =
  '(?:wife|husband|spouse|fiancee?|mother|father|mom|mum|dad|parents?|sons?|daughters?|brothers?|sisters?|siblings?|child|children|kids?|family|relatives?|grandparents?)';
const DOC_NOUN =
  '(?:documents?|docs|papers?|paperwork|files?|forms?|passports?|evidence|packet|package|uploads?|attachments?|certificates?|bank statements?|photos?|pictures?|diplomas?|transcripts?|scans?|copies|i\\d{2,4}[a-z]?|ds\\d{3,4}|n\\d{3})';

const ELIGIBILITY: readonly RegExp[] = [
  /\b(am i|are we|is (my|our) \w+|are (my|our) \w+|would i|would we|will i|could i|might i|can i)\b( \w+){0,3} (eligible|qualified|qualify)\b/,
  /\b(am i|are we|would i be|will i be|is (my|our) \w+) (still )?able to (apply|get|immigrate|sponsor|petition|stay)\b/,
  new RegExp(
    `\\b(do|does|would|will|could|can|might) ${SUBJECT} (still |even |actually |really )?(qualify|meet the (requirements|criteria))\\b`,
  ),
  /\beligibility (check|test|assessment|screening|quiz|checker|evaluation)\b/,
  /\b(check|assess|evaluate|determine|verify|test|review|analy[sz]e|screen|confirm|run|see)\b( [a-z']+){0,3} eligib/,
  new RegExp(`\\b(if|whether) ${SUBJECT} (am|are|is|would be|will be|could be|might be|can be)? ?(eligible|qualify|qualified)\\b`),
  new RegExp(`\\b(if|whether) ${SUBJECT} (can|could) (apply|get|qualify|immigrate|sponsor|petition)\\b`),
  /\bmy (chances|odds)\b/,
  new RegExp(`\\b(can|could|may) ${SUBJECT} (apply|get|obtain|qualify|immigrate|receive|switch|change|adjust|extend)\\b.*\\b${BENEFIT}\\b`),
  new RegExp(`\\b(can|could|may) ${SUBJECT} (sponsor|petition for)\\b`),
  new RegExp(`\\b(can|could|may) ${SUBJECT} bring (over )?(my|our) ${FAMILY}\\b`),
  new RegExp(
    `\\b(i|we) (want|would like|wish|plan|hope|intend|need|am trying|are trying) to (apply|immigrate|obtain|sponsor|petition)\\b.*\\b${BENEFIT}\\b`,
  ),
  new RegExp(`\\bhelp me (apply|qualify|immigrate|get)\\b.*\\b${BENEFIT}\\b`),
];

const ELIGIBILITY_WH_EXCEPTIONS: readonly RegExp[] = [
  /\bmy (chances|odds)\b/,
  /^how (do|can|could|should|would) (i|we) (check|find out|know|tell|see|determine|learn)\b.*\b(eligib|qualif)/,
];

const DOCUMENTS: readonly RegExp[] = [
  new RegExp(
    `\\b(check|review|look at|look over|look through|go over|go through|verify|examine|scan|analy[sz]e|validate|proofread|inspect|evaluate|assess|double[- ]check|read)\\b( [a-z0-9']+){0,5} ${DOC_NOUN}\\b`,
  ),
  new RegExp(
    `\\b(are|is) (my|our|these|the|this|all my|all of my|all our)\\b( [a-z0-9']+){0,4} ${DOC_NOUN}\\b.*\\b(complete|ok|okay|correct|in order|right|enough|sufficient|valid|good|ready|acceptable|fine|missing)\\b`,
  ),
  /\b(am i|are we) missing\b( [a-z]+){0,3} (documents?|papers?|forms?|anything|something|evidence)\b/,
  /\bdid (i|we) (miss|forget|leave out)\b/,
  /\bdocument (review|check)\b/,
];

const DOCUMENTS_WH_EXCEPTIONS: readonly RegExp[] = [
  /^what is missing (from|in) (my|our)\b/,
  /^how (do|can|could|should) (i|we) (check|review|verify)\b( [a-z']+){0,3} (my|our) /,
];

// A question about what to file, or about a filing's progress, is not a request to review the user's papers.
const NOT_A_DOCUMENT_REVIEW =
  /\b((which|what) (documents?|forms?|papers?|evidence)|status|processing time|how long|fees?|cost|price|receipt number)\b/;

const CREATE_CASE: readonly RegExp[] = [
  /\b(open|start|create|make|set up|setup|begin|initiate|launch|add|register|file)\b( (a|an|my|the|new|fresh|another|one|me|us|up))* (new )?case\b/,
  /\b(i|we) (want|need|would like|wish) (a |to have a |to get a |to open a |to start a )?(new )?case\b/,
  /\bnew case (for|please)\b/,
];

const WH_OPENER = /^((so|and|but|ok|okay|well|hi|hello|hey|also|then|please|sorry),? )*(what|how|why|when|where|which|who|whose|whom)\b/;
const NEGATION = /\b(not|never|no need|stop|cancel|without|no longer|rather not|neither|nor)\b/;

/**
 * The three requests in Spanish, French and German, on the folded intent text ("¿Califico para…?", "revisa mis
 * documentos", "ouvrez un dossier", "prüfen Sie meine Unterlagen"). Held to the same rules as the English ones: the
 * user's own request, not a question opening with a question word, and for "can I get…" a benefit named.
 */
const FOREIGN_BENEFIT =
  '(?:visas?|visum|green ?card|carte verte|residencia|residence permanente|daueraufenthalt\\w*|ciudadania|nationalite|citoyennete|staatsburgerschaft|einburgerung|asilo|asile|asyl|permiso de trabajo|permis de travail|arbeitserlaubnis|papeles|papiers)';
const FOREIGN_REQUESTS: ReadonlyArray<readonly [Tool, RegExp]> = [
  [
    'check_eligibility',
    new RegExp(
      `\\b(califico|calificaria|cumplo (con )?los requisitos|soy elegible|(revisa|revise|revisar|verifica|verifique|comprueba) (mi )?elegibilidad|suis-je eligible|suis je eligible|est-ce que je suis eligible|(verifiez|verifie|verifier) mon eligibilite|bin ich berechtigt|komme ich (dafur )?in frage|(prufe|prufen sie) meine berechtigung)\\b|\\b(puedo|podria|podemos|puis-je|puis je|est-ce que je peux|pourrais-je|kann ich|konnte ich) (\\w+ ){0,2}(obtener|solicitar|pedir|aplicar|sacar|conseguir|arreglar|obtenir|demander|avoir|bekommen|beantragen|erhalten)\\b.*\\b${FOREIGN_BENEFIT}`,
    ),
  ],
  [
    'review_documents',
    /\b(revisa|revise|revisar|revisame|verifica|verifique|checa|chequea|mira|verifiez|verifie|verifier|relisez|relis|regardez|prufe|prufen sie|uberprufe|uberprufen sie|schau dir|schauen sie sich) (\w+ ){0,2}(mis|mes|meine) (documentos|papeles|archivos|formularios|documents|papiers|fichiers|formulaires|dokumente|unterlagen|papiere|dateien)\b/,
  ],
  [
    'create_case',
    /\b(abre|abra|abrir|abreme|crea|cree|crear|inicia|inicie|iniciar|ouvrez|ouvre|ouvrir|creez|cree|creer|eroffne|eroffnen sie|lege|legen sie|erstelle|erstellen sie) (\w+ ){0,2}(caso|dossier|fall)\b/,
  ],
];
const FOREIGN_WH_OPENER =
  /^[\s"'(¿¡]*(como|cuando|cuanto|cuanta|cuantos|cuantas|donde|que|cual|cuales|por que|comment|quand|combien|ou|quel|quelle|quels|quelles|pourquoi|wie|wann|was|wo|welche|welcher|welches|warum)\b/;
const FOREIGN_NEGATION = /\b(no|nunca|ne|pas|jamais|nicht|kein|keinen|keine)\b/;

interface Match {
  tool: Tool;
  index: number;
}

function firstMatch(sentence: string, patterns: readonly RegExp[]): number {
  let best = -1;
  for (const re of patterns) {
    const m = re.exec(sentence);
    if (m !== null && (best === -1 || m.index < best)) best = m.index;
  }
  return best;
}

/** "I don't want to open a case" / "no need to check my documents": a negation shortly before the request. */
function negatedBefore(sentence: string, index: number): boolean {
  const before = sentence.slice(0, index).trim().split(' ').slice(-5).join(' ');
  return NEGATION.test(before);
}

function toolInSentence(sentence: string): Match | null {
  const wh = WH_OPENER.test(sentence);
  const candidates: Match[] = [];

  const eligibility = firstMatch(sentence, ELIGIBILITY);
  if (eligibility >= 0 && (!wh || ELIGIBILITY_WH_EXCEPTIONS.some((re) => re.test(sentence)))) {
    candidates.push({ tool: 'check_eligibility', index: eligibility });
  }

  const documents = firstMatch(sentence, DOCUMENTS);
  if (documents >= 0 && !NOT_A_DOCUMENT_REVIEW.test(sentence) && (!wh || DOCUMENTS_WH_EXCEPTIONS.some((re) => re.test(sentence)))) {
    candidates.push({ tool: 'review_documents', index: documents });
  }

  const createCase = firstMatch(sentence, CREATE_CASE);
  if (createCase >= 0 && !wh && !/\bhow to\b/.test(sentence.slice(0, createCase))) {
    candidates.push({ tool: 'create_case', index: createCase });
  }

  if (!FOREIGN_WH_OPENER.test(sentence)) {
    for (const [tool, re] of FOREIGN_REQUESTS) {
      const m = re.exec(sentence);
      if (m === null || candidates.some((c) => c.tool === tool)) continue;
      const before = sentence.slice(0, m.index).trim().split(' ').slice(-4).join(' ');
      if (!FOREIGN_NEGATION.test(before)) candidates.push({ tool, index: m.index });
    }
  }

  const live = candidates.filter((c) => !negatedBefore(sentence, c.index));
  live.sort((a, b) => a.index - b.index);
  return live[0] ?? null;
}

const MENTIONS_BENEFIT = new RegExp(`\\b${BENEFIT}\\b`);

function fromHistory<T>(earlier: readonly string[], detect: (text: string) => T | undefined): T | undefined {
  for (const text of earlier.slice(0, 5)) {
    const found = detect(text);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Drops unfilled slots: the payload goes over the wire as JSON and the tools treat a missing key as "ask". */
function compact<T extends object>(payload: T): T {
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined)) as T;
}

/** The entry and removal the message states (never a denial), with the message as the details when it states any. */
function statedHistory(message: string): Pick<EligibilityPayload, 'immigrationHistory' | 'details'> {
  const facts = statedFacts(message);
  const history: StatedHistory = {
    ...(facts.includes('entry-without-inspection') ? { entry: { manner: 'without-inspection' as const } } : {}),
    ...(facts.includes('removal') ? { deportations: { removed: true as const } } : {}),
  };
  if (facts.length === 0) return {};
  return { ...(Object.keys(history).length > 0 ? { immigrationHistory: history } : {}), details: message.trim().slice(0, 10_000) };
}

/** The Eligibility Check's slots for a message: its category and country (else the earlier messages'), and the facts it states. */
export function eligibilityPayloadFor(message: string, earlier: readonly string[] = []): EligibilityPayload {
  const mayBorrowCategory = !MENTIONS_BENEFIT.test(toIntentText(message));
  const country = detectCountry(message) ?? fromHistory(earlier, detectCountry);
  const category = detectCategory(message) ?? (mayBorrowCategory ? fromHistory(earlier, detectCategory) : undefined);
  return compact({ category, country, ...statedHistory(message) });
}

/** Which tool the message asks for, if any. */
export function detectTool(message: string, hasDocuments = false): Tool | null {
  const parts = sentences(toIntentText(message));
  for (const sentence of parts) {
    const match = toolInSentence(sentence);
    if (match !== null) return match.tool;
  }
  // Files sent without a question are documents to review; a question sent with files is still answered.
  if (hasDocuments && !parts.some((s) => WH_OPENER.test(s))) return 'review_documents';
  return null;
}

/** The tool request in a user message, with its slots, or null for questions and chit-chat. */
export function detectToolIntent(message: string, context: IntentContext = {}): ToolIntent | null {
  const tool = detectTool(message, context.hasDocuments ?? false);
  if (tool === null) return null;

  const earlier = context.earlierUserTexts ?? [];
  // A message naming a benefit without a category ("a green card") means "not decided": don't borrow an old one.
  const mayBorrowCategory = !MENTIONS_BENEFIT.test(toIntentText(message));
  const country = detectCountry(message) ?? fromHistory(earlier, detectCountry);

  switch (tool) {
    case 'check_eligibility':
      return { tool, payload: eligibilityPayloadFor(message, earlier) };
    case 'review_documents': {
      const category = detectDocumentCategory(message) ?? (mayBorrowCategory ? fromHistory(earlier, detectDocumentCategory) : undefined);
      return { tool, payload: compact({ category, country }) };
    }
    case 'create_case': {
      const category = detectCategory(message) ?? (mayBorrowCategory ? fromHistory(earlier, detectCategory) : undefined);
      return { tool, payload: compact({ category }) };
    }
  }
}
