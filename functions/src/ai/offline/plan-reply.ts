// Decides what the offline assistant says to the latest turn: a tool follow-up, an answer about the chat's case, a
// tool request, small talk, or a knowledge-base answer. Pure apart from loading the index, which only questions need,
// and the case, which only questions about it need: tool requests and small talk are answered without touching
// either, so they stay fast even on a cold start.

import type { AgentRequest, ToolName } from '../agent';
import type { AgentTurn } from '../../domain/chat/agent-types';
import { SITUATION_RULES } from '../../domain/assistant/situation-rules';
import { detectSituation, type Situation } from '../../domain/assistant/situation';
import { answerQuestion, knowledgeText as say } from '../../domain/knowledge/answer';
import type { ProcessingTimeFigure } from '../../domain/processing-times/parse-processing-times';
import type { KnowledgeBase } from '../../domain/knowledge/knowledge-base';
import { detectLanguages } from '../../domain/knowledge/language';
import { markdownLink } from '../../domain/knowledge/markdown-link';
import { splitQuestion } from '../../domain/knowledge/question-parts';
import { knowledgeCardPath, type KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import { DOCUMENT_CATEGORIES, type EligibilityCategory } from '../../shared/reference/categories';
import { caseAnswer, caseGoneText } from './case-answer';
import { detectCaseQuestion } from './case-question';
import { cardCoversForms, detectFeeQuestion, feeAnswerText, feeCalculatorLine } from './fee-question';
import { detectProcessingQuestion, processingAnswerText } from './processing-question';
import { capabilitiesText, detectSmallTalk, smallTalkLanguage, smallTalkReply } from './small-talk';
import { toolFollowUp } from './tool-follow-up';
import { detectToolIntent, eligibilityPayloadFor, type EligibilityPayload, type ToolIntent } from './tool-intent';

export interface PlannedReply {
  /** Markdown, without the disclaimer. */
  text: string;
  /** The reply's language, for the disclaimer; English unless a knowledge answer was given in another. */
  language?: KnowledgeLanguage;
  call?: { name: ToolName; payload: Record<string, unknown> };
  /** The reply is about the asker's own situation: it carries the disclaimer (the chat shows it once otherwise). */
  personal?: boolean;
  /** What each question of the message was answered from, in order: a card id, "engine" (fees, processing times) or null (not sure). */
  answeredFrom?: Array<string | null>;
}

const EARLIER_TURNS_FOR_SLOTS = 5;

/** What the facts the user stated mean, a paragraph each with its law, so a bar is never passed over in silence. */
function situationText(situation: Situation, language: KnowledgeLanguage): string {
  const paragraphs = SITUATION_RULES.filter((rule) => situation.facts.includes(rule.fact)).map(
    (rule) => `${rule.text[language]} ${markdownLink(rule.source.title, rule.source.url)}`,
  );
  return [say(language, 'knowledge:situationIntro'), ...paragraphs, say(language, 'knowledge:situationNext')].join('\n\n');
}

/** The Eligibility Check for a situation: a relative's status makes it a family case unless the message names another. */
function situationPayload(situation: Situation, payload: EligibilityPayload): EligibilityPayload {
  const family = situation.facts.some((f) => f === 'citizen-spouse' || f === 'citizen-relative' || f === 'resident-relative');
  const category: EligibilityCategory | undefined = payload.category ?? (family ? 'Family-Based' : undefined);
  return category === undefined ? payload : { ...payload, category };
}

export function toolIntroText(intent: ToolIntent, language: KnowledgeLanguage = 'en'): string {
  switch (intent.tool) {
    case 'check_eligibility': {
      const { category, country } = intent.payload;
      const intro = say(language, 'knowledge:eligibilityIntro', { category: category ?? 'none', country: country ?? 'none' });
      return `${intro} ${say(language, category !== undefined ? 'knowledge:eligibilityNextKnown' : 'knowledge:eligibilityNextChoose')}`;
    }
    case 'review_documents': {
      const { category, country } = intent.payload;
      const label = DOCUMENT_CATEGORIES.find((c) => c.key === category)?.label;
      const intro = say(language, 'knowledge:documentsIntro', { category: label ?? 'none', country: country ?? 'none' });
      return `${intro} ${say(language, label !== undefined ? 'knowledge:documentsNextKnown' : 'knowledge:documentsNextChoose')}`;
    }
    case 'create_case':
      // The chat may attach to one of the user's cases rather than a new one (the web asks which), so no "new".
      return say(language, 'knowledge:caseIntro', { category: intent.payload.category ?? 'none' });
  }
}

function findCallPayload(history: readonly AgentTurn[], callId: string): Record<string, unknown> | undefined {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i];
    if (turn?.role === 'function_call' && turn.callId === callId) return turn.payload;
  }
  return undefined;
}

function earlierUserTexts(history: readonly AgentTurn[]): string[] {
  const texts: string[] = [];
  for (let i = history.length - 2; i >= 0 && texts.length < EARLIER_TURNS_FOR_SLOTS; i -= 1) {
    const turn = history[i];
    if (turn?.role === 'user' && turn.text.trim().length > 0) texts.push(turn.text);
  }
  return texts;
}

const GREETING_OPENER =
  /^\s*(hi|hello|hey|good (morning|afternoon|evening)|hola|buen(os|as) (dias|días|tardes|noches)|bonjour|salut|bonsoir|hallo|guten (tag|morgen|abend))\b/i;

export interface PlanOptions {
  /** USCIS's posted processing times of a form, at every office (data/processing-times-repo.ts). */
  processingTimes?: (form: string) => Promise<ProcessingTimeFigure[]>;
  /** The chat's case, for a chat about one (see AgentRequest). */
  caseContext?: AgentRequest['caseContext'];
  /** The user's language setting (see AgentRequest). */
  preferredLanguage?: AgentRequest['preferredLanguage'];
}

/** The user's setting matters only when the question's own language cannot be told. */
async function fallbackLanguage(detected: readonly KnowledgeLanguage[], options: PlanOptions): Promise<KnowledgeLanguage> {
  if (detected.length > 0 || options.preferredLanguage === undefined) return 'en';
  return options.preferredLanguage().catch(() => 'en' as const);
}

interface PartAnswer {
  text: string;
  language: KnowledgeLanguage;
  from: string | null;
  /** With no answer (`from` null): the closest cards, to offer as "Did you mean…?". */
  closest: string[];
}

/** One question answered from the engine or the card that can judge it: processing times, fees, else the knowledge base. */
async function answerPart(
  question: string,
  detected: readonly KnowledgeLanguage[],
  fallback: KnowledgeLanguage,
  kb: KnowledgeBase,
  options: PlanOptions,
): Promise<PartAnswer> {
  const language = detected[0] ?? fallback;
  // How long a form takes: USCIS's own posted times when they were imported, else the knowledge base.
  const processing = options.processingTimes ? detectProcessingQuestion(question) : null;
  if (processing && options.processingTimes) {
    const figures = await options.processingTimes(processing.form).catch(() => []);
    if (figures.length > 0) return { text: processingAnswerText(processing, figures, language), language, from: 'engine', closest: [] };
  }
  const answer = answerQuestion(kb, question, fallback, detected);
  // What forms cost: the card about those very forms, else the fee engine, never a card about another fee.
  const feeForms = detectFeeQuestion(question);
  if (feeForms.length > 0) {
    const cardId = answer.found ? answer.cardIds[0] : undefined;
    const card = cardId === undefined ? undefined : kb.card(cardId, answer.language);
    if (card && cardCoversForms(card.question, feeForms)) {
      return {
        text: `${answer.text}\n\n${feeCalculatorLine(feeForms, answer.language)}`,
        language: answer.language,
        from: card.id,
        closest: [],
      };
    }
    return { text: feeAnswerText(feeForms, language), language, from: 'engine', closest: [] };
  }
  if (answer.found) return { text: answer.text, language: answer.language, from: answer.cardIds[0] ?? 'help', closest: [] };
  return { text: answer.text, language: answer.language, from: null, closest: answer.cardIds };
}

/** A part with no card that fits: said plainly, with the closest cards its search found to choose from. */
function unansweredPart(kb: KnowledgeBase, closest: readonly string[], language: KnowledgeLanguage): string {
  const near = closest.flatMap((id) => {
    const card = kb.card(id, language);
    return card === undefined ? [] : [`- ${markdownLink(card.question, knowledgeCardPath(card.id, language))}`];
  });
  return [
    say(language, 'knowledge:partUnanswered'),
    ...(near.length > 0 ? [`${say(language, 'knowledge:didYouMean')}\n${near.join('\n')}`] : []),
  ].join('\n\n');
}

export async function planReply(
  history: readonly AgentTurn[],
  getKnowledge: () => Promise<KnowledgeBase>,
  options: PlanOptions = {},
): Promise<PlannedReply> {
  const last = history[history.length - 1];
  if (last === undefined) {
    const language = await fallbackLanguage([], options);
    return { text: `${say(language, 'knowledge:hello')}\n\n${capabilitiesText(language)}`, language };
  }

  if (last.role === 'function_result') {
    // An eligibility or document result is about the asker's own situation; a created case is not.
    const personal = last.name === 'check_eligibility' || last.name === 'review_documents';
    // In the language the user last wrote in, else their setting.
    const asked = [...history].reverse().find((turn) => turn.role === 'user');
    const written = asked?.role === 'user' ? detectLanguages(asked.text) : [];
    const language = written[0] ?? (await fallbackLanguage(written, options));
    return { text: toolFollowUp(last.name, last.result, findCallPayload(history, last.callId), language), language, personal };
  }
  if (last.role !== 'user') {
    const language = await fallbackLanguage([], options);
    return { text: `${say(language, 'knowledge:whatNext')}\n\n${capabilitiesText(language)}`, language };
  }

  const attachments = last.attachments ?? [];
  const files = attachments.filter((a) => !a.mimeType.startsWith('audio/'));
  const text = last.text.trim();
  const detected = detectLanguages(text);
  const replyLanguage = async () => detected[0] ?? smallTalkLanguage(text) ?? (await fallbackLanguage(detected, options));
  if (text.length === 0 && files.length === 0 && attachments.length > 0) {
    const language = await replyLanguage();
    return { text: say(language, 'knowledge:voiceUnsupported'), language };
  }

  // Before the tools: in a chat about a case, "what is missing?" asks about the case, not for a document review.
  const caseQuestion = options.caseContext && files.length === 0 ? detectCaseQuestion(text) : [];
  if (options.caseContext && caseQuestion.length > 0) {
    const context = await options.caseContext();
    return { text: context ? caseAnswer(context, caseQuestion) : caseGoneText() };
  }

  const earlier = earlierUserTexts(history);
  const intent = detectToolIntent(text, { earlierUserTexts: earlier, hasDocuments: files.length > 0 });
  // The asker's own facts go to the tool that can judge them, with what they mean, never to a card about another case.
  const situation = files.length === 0 && (intent === null || intent.tool === 'check_eligibility') ? detectSituation(text) : null;
  if (situation !== null) {
    const language = await replyLanguage();
    const payload = situationPayload(
      situation,
      intent?.tool === 'check_eligibility' ? intent.payload : eligibilityPayloadFor(text, earlier),
    );
    return {
      text: situationText(situation, language),
      language,
      personal: true,
      call: { name: 'check_eligibility', payload: { ...payload } },
    };
  }
  if (intent !== null) {
    const language = await replyLanguage();
    return { text: toolIntroText(intent, language), language, call: { name: intent.tool, payload: { ...intent.payload } } };
  }

  const smallTalk = detectSmallTalk(text);
  if (smallTalk !== null) {
    const language = await replyLanguage();
    return { text: smallTalkReply(smallTalk, language), language };
  }
  if (text.length === 0) {
    const language = await replyLanguage();
    return { text: capabilitiesText(language), language };
  }

  const [kb, fallback] = await Promise.all([getKnowledge(), fallbackLanguage(detected, options)]);
  const parts = splitQuestion(text);
  if (parts.length > 1) {
    const answers = await Promise.all(parts.map((part) => answerPart(part.text, detected, fallback, kb, options)));
    const language = detected[0] ?? answers.find((a) => a.from !== null)?.language ?? fallback;
    const sections = parts.map((part, i) => {
      const answer = answers[i];
      const body =
        answer === undefined || answer.from === null ? unansweredPart(kb, answer?.closest ?? [], detected[0] ?? fallback) : answer.text;
      return `#### ${part.question}\n\n${body}`;
    });
    return { text: sections.join('\n\n'), language, answeredFrom: answers.map((a) => a.from) };
  }

  const answer = await answerPart(text, detected, fallback, kb, files.length > 0 ? {} : options);
  const greeting = GREETING_OPENER.test(text) ? `${say(answer.language, 'knowledge:greeting')} ` : '';
  const fileNote = files.length > 0 ? `\n\n${say(answer.language, 'knowledge:filesUnsupported')}` : '';
  return { text: `${greeting}${answer.text}${fileNote}`, language: answer.language, answeredFrom: [answer.from] };
}
