// Greetings, thanks and "who are you" get a friendly reply that says what the assistant can do, instead of a
// knowledge-base search that would find nothing, in the language the message is written in. A message only counts as
// small talk when nothing else is left once the small talk is taken out ("thanks! what is an RFE?" is a question).

import { KNOWLEDGE_CENTER_PATH, knowledgeText as say } from '../../domain/knowledge/answer';
import type { KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import { markdownLink } from '../../domain/knowledge/markdown-link';
import { toIntentText } from './intent-text';
import { isStopWord } from '../../domain/knowledge/search-terms';

export type SmallTalkKind = 'greeting' | 'thanks' | 'goodbye' | 'identity' | 'capabilities' | 'wellbeing' | 'acknowledgement';

const PATTERNS: ReadonlyArray<readonly [SmallTalkKind, RegExp]> = [
  [
    'identity',
    /\b(who|what) are you\b|\bare you (a |an |really )?(bot|robot|human|person|real|machine|ai|lawyer|attorney|chatgpt|gemini|computer)\b|\b(what is )?your name\b|\bwho (made|built|created|is behind) you\b|\bintroduce yourself\b|\bquien eres\b|\beres (un )?(robot|humano|abogado)\b|\bqui (es-tu|etes-vous|es tu|etes vous)\b|\bwer (bist du|sind sie)\b/g,
  ],
  [
    'capabilities',
    /\bwhat (can|do|could) you (do|help( me)?( with)?)\b|\bhow (can|could|do) you help( me)?\b|\bwhat are you (able|good) (to do|at)\b|^(help|help me|menu|options|ayuda|aide|hilfe)$|\bque (puedes|puede) hacer\b|\bque (pouvez-vous|peux-tu) faire\b|\bwas (kannst du|konnen sie)\b/g,
  ],
  [
    'wellbeing',
    /\bhow are you( doing)?( today)?\b|\bhow is it going\b|\bhow are things\b|\bcomo (estas|esta usted)\b|\bcomment (ca va|allez-vous)\b|\bwie geht (es|'s)( dir| ihnen)?\b/g,
  ],
  [
    'greeting',
    /\b(hi|hello|hey|hiya|howdy|greetings|hola|bonjour|bonsoir|salut|hallo|yo|good (morning|afternoon|evening|day)|buen(os|as) (dias|tardes|noches)|guten (tag|morgen|abend))\b/g,
  ],
  [
    'thanks',
    /\b(thanks|thank you|thank u|thx|ty|cheers|much appreciated|appreciate (it|that|your help|the help)|(muchas )?gracias|merci( beaucoup)?|(vielen )?dank|danke( schon)?)\b/g,
  ],
  [
    'goodbye',
    /\b(bye|goodbye|good bye|see you|see ya|talk (to you )?later|have a (good|nice|great) (day|one|evening)|adios|hasta (luego|pronto)|au revoir|a bientot|tschuss|auf wiedersehen)\b/g,
  ],
  [
    'acknowledgement',
    /\b(ok|okay|k|cool|great|nice|awesome|perfect|got it|sounds good|alright|all right|sure|understood|i see|makes sense|good|vale|de acuerdo|perfecto|entendido|d'accord|parfait|compris|alles klar|verstanden|gut|super)\b/g,
  ],
];

/** Words of small talk that show its language, for a reply in kind when the message is too short to detect. */
const LANGUAGE_WORDS: ReadonlyArray<readonly [KnowledgeLanguage, RegExp]> = [
  ['es', /\b(hola|gracias|adios|hasta|buen(os|as)|quien eres|como estas|vale|perfecto|entendido|ayuda|que puedes)\b/],
  ['fr', /\b(bonjour|bonsoir|salut|merci|au revoir|bientot|qui es|qui etes|comment ca va|allez-vous|d'accord|parfait|compris|aide)\b/],
  ['de', /\b(hallo|guten|danke|dank|tschuss|wiedersehen|wer bist|wer sind|wie geht|alles klar|verstanden|hilfe)\b/],
];

/** The language the small talk is in, if its words show one. */
export function smallTalkLanguage(message: string): KnowledgeLanguage | undefined {
  const text = toIntentText(message);
  return LANGUAGE_WORDS.find(([, re]) => re.test(text))?.[0];
}

// Words that carry no request of their own in small talk ("thanks a lot, friend").
const FILLER = new Set([
  'lot',
  'so',
  'very',
  'much',
  'again',
  'there',
  'guys',
  'team',
  'bot',
  'assistant',
  'friend',
  'buddy',
  'mate',
  'everyone',
  'all',
  'today',
  'for',
  'the',
  'help',
  'your',
  'that',
  'is',
  'it',
  'oh',
  'ah',
  'well',
  'just',
  'then',
  'really',
  'super',
  'soo',
  'man',
  'muchas',
  'mucho',
  'muy',
  'beaucoup',
  'vielen',
  'sehr',
  'senor',
  'madame',
  'monsieur',
]);

/** The kinds of small talk in a message, or null when the message asks for something else too. */
export function detectSmallTalk(message: string): SmallTalkKind[] | null {
  let rest = toIntentText(message);
  const kinds: SmallTalkKind[] = [];
  for (const [kind, re] of PATTERNS) {
    const stripped = rest.replace(re, ' ');
    if (stripped !== rest) kinds.push(kind);
    rest = stripped;
  }
  if (kinds.length === 0) return null;
  const leftover = rest.split(/[^a-z0-9']+/).filter((w) => w.length > 0 && !isStopWord(w) && !FILLER.has(w));
  return leftover.length === 0 ? kinds : null;
}

export function capabilitiesText(language: KnowledgeLanguage = 'en'): string {
  const knowledgeCenter = markdownLink(say(language, 'knowledge:knowledgeCenter'), KNOWLEDGE_CENTER_PATH);
  return say(language, 'knowledge:capabilities', { knowledgeCenter });
}

/** The reply to a small-talk message, in `language`; the most specific kind leads. */
export function smallTalkReply(kinds: readonly SmallTalkKind[], language: KnowledgeLanguage = 'en'): string {
  const has = (k: SmallTalkKind): boolean => kinds.includes(k);
  if (has('identity')) return `${say(language, 'knowledge:identity')}\n\n${capabilitiesText(language)}`;
  if (has('capabilities')) return capabilitiesText(language);
  if (has('goodbye')) return say(language, 'knowledge:goodbye', { thanked: has('thanks') ? 'yes' : 'no' });
  if (has('thanks')) return say(language, 'knowledge:welcome');
  if (has('wellbeing')) return `${say(language, 'knowledge:wellbeing')}\n\n${capabilitiesText(language)}`;
  if (has('greeting')) return `${say(language, 'knowledge:hello')}\n\n${capabilitiesText(language)}`;
  return say(language, 'knowledge:acknowledged');
}
