// Greetings, thanks and "who are you" get a friendly reply that says what the assistant can do, instead of a
// knowledge-base search that would find nothing. A message only counts as small talk when nothing else is left
// once the small talk is taken out ("thanks! what is an RFE?" is a question).

import { KNOWLEDGE_CENTER_PATH } from '../../domain/knowledge/answer';
import { markdownLink } from '../../domain/knowledge/markdown-link';
import { toIntentText } from './intent-text';
import { isStopWord } from '../../domain/knowledge/search-terms';

export type SmallTalkKind = 'greeting' | 'thanks' | 'goodbye' | 'identity' | 'capabilities' | 'wellbeing' | 'acknowledgement';

const PATTERNS: ReadonlyArray<readonly [SmallTalkKind, RegExp]> = [
  [
    'identity',
    /\b(who|what) are you\b|\bare you (a |an |really )?(bot|robot|human|person|real|machine|ai|lawyer|attorney|chatgpt|gemini|computer)\b|\b(what is )?your name\b|\bwho (made|built|created|is behind) you\b|\bintroduce yourself\b/g,
  ],
  [
    'capabilities',
    /\bwhat (can|do|could) you (do|help( me)?( with)?)\b|\bhow (can|could|do) you help( me)?\b|\bwhat are you (able|good) (to do|at)\b|^(help|help me|menu|options)$/g,
  ],
  ['wellbeing', /\bhow are you( doing)?( today)?\b|\bhow is it going\b|\bhow are things\b/g],
  ['greeting', /\b(hi|hello|hey|hiya|howdy|greetings|hola|bonjour|yo|good (morning|afternoon|evening|day))\b/g],
  ['thanks', /\b(thanks|thank you|thank u|thx|ty|cheers|much appreciated|appreciate (it|that|your help|the help))\b/g],
  ['goodbye', /\b(bye|goodbye|good bye|see you|see ya|talk (to you )?later|have a (good|nice|great) (day|one|evening))\b/g],
  [
    'acknowledgement',
    /\b(ok|okay|k|cool|great|nice|awesome|perfect|got it|sounds good|alright|all right|sure|understood|i see|makes sense|good)\b/g,
  ],
];

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

export function capabilitiesText(): string {
  return [
    'Here is what I can do:',
    '',
    `- **Answer questions** with the answer cards of our ${markdownLink('Knowledge Center', KNOWLEDGE_CENTER_PATH)}, each with its official source, in English, Spanish, French or German. Try "What is an RFE?"`,
    '- **Check your eligibility**, for example "Am I eligible for an investor visa? I am from Mexico."',
    '- **Review your documents**, for example "Can you check my documents for a student visa?"',
    '- **Open a case**, for example "Start a new case for my family-based green card."',
  ].join('\n');
}

const IDENTITY =
  "I'm the Immigration AI offline assistant. I answer from the product's own knowledge base and always link my sources, and I can start the eligibility and document tools for you. I'm not a lawyer and I don't browse the web, so I won't guess beyond what the sources say.";

/** The reply to a small-talk message; the most specific kind leads. */
export function smallTalkReply(kinds: readonly SmallTalkKind[]): string {
  const has = (k: SmallTalkKind): boolean => kinds.includes(k);
  if (has('identity')) return `${IDENTITY}\n\n${capabilitiesText()}`;
  if (has('capabilities')) return capabilitiesText();
  if (has('goodbye'))
    return `${has('thanks') ? "You're welcome! " : ''}Goodbye, and good luck with your application. I'm here whenever you need me.`;
  if (has('thanks'))
    return "You're welcome! Is there anything else I can help with? I can answer another question, check your eligibility, review your documents or open a case.";
  if (has('wellbeing'))
    return `I'm doing well, thank you for asking! How can I help with your immigration questions today?\n\n${capabilitiesText()}`;
  if (has('greeting')) return `Hello! I'm the Immigration AI offline assistant.\n\n${capabilitiesText()}`;
  return 'Great. What would you like to do next? You can ask me a question, or ask me to check your eligibility, review your documents or open a case.';
}
