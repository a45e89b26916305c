// Decides what the offline assistant says to the latest turn: a tool follow-up, an answer about the chat's case, a
// tool request, small talk, or a knowledge-base answer. Pure apart from loading the index, which only questions need,
// and the case, which only questions about it need: tool requests and small talk are answered without touching
// either, so they stay fast even on a cold start.

import type { AgentRequest, ToolName } from '../agent';
import type { AgentTurn } from '../../domain/chat/agent-types';
import { render } from '../../domain/i18n/render';
import { answerQuestion } from '../../domain/knowledge/answer';
import type { ProcessingTimeFigure } from '../../domain/processing-times/parse-processing-times';
import type { KnowledgeBase } from '../../domain/knowledge/knowledge-base';
import { detectLanguages } from '../../domain/knowledge/language';
import { msg } from '../../shared/i18n/message';
import type { KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import { DOCUMENT_CATEGORIES } from '../../shared/reference/categories';
import { caseAnswer, caseGoneText } from './case-answer';
import { detectCaseQuestion } from './case-question';
import { cardCoversForms, detectFeeQuestion, feeAnswerText, feeCalculatorLine } from './fee-question';
import { detectProcessingQuestion, processingAnswerText } from './processing-question';
import { capabilitiesText, detectSmallTalk, smallTalkReply } from './small-talk';
import { toolFollowUp } from './tool-follow-up';
import { detectToolIntent, type EligibilityPayload, type ToolIntent } from './tool-intent';

export interface PlannedReply {
  /** Markdown, without the disclaimer. */
  text: string;
  /** The reply's language, for the disclaimer; English unless a knowledge answer was given in another. */
  language?: KnowledgeLanguage;
  call?: { name: ToolName; payload: Record<string, unknown> };
}

const EARLIER_TURNS_FOR_SLOTS = 5;

/** What the facts the user stated mean, in a sentence each, so a bar is never passed over in silence. */
function statedIntro(payload: EligibilityPayload): string {
  const lines: string[] = [];
  if (payload.immigrationHistory?.entry?.manner === 'without-inspection') {
    lines.push(
      'You said you entered without inspection. That matters: a green card inside the United States generally needs an inspected and admitted (or paroled) entry (INA 245(a)), and leaving after a long stay without permission can start a 3- or 10-year bar unless a waiver such as the I-601A is approved first. I have filled it in for the check, which will say what it means for you.',
    );
  }
  if (payload.immigrationHistory?.deportations?.removed) {
    lines.push(
      'You mentioned a deportation or removal. A removal bars returning for 5, 10 or 20 years unless USCIS consents earlier (Form I-212): the check asks for its date and kind.',
    );
  }
  return lines.length > 0 ? `\n\n${lines.join('\n\n')}` : '';
}

export function toolIntroText(intent: ToolIntent): string {
  switch (intent.tool) {
    case 'check_eligibility': {
      const { category, country } = intent.payload;
      const what = category !== undefined ? ` for **${category}**` : '';
      const where = country !== undefined ? `, with **${country}** as your country` : '';
      const next =
        category !== undefined
          ? 'The Eligibility Check will ask a few questions about your situation.'
          : "You'll choose the visa category in the Eligibility Check, and it will ask a few questions about your situation.";
      const stated = statedIntro(intent.payload);
      return `I can check your eligibility${what}${where}. ${next}${stated}`;
    }
    case 'review_documents': {
      const { category, country } = intent.payload;
      const label = DOCUMENT_CATEGORIES.find((c) => c.key === category)?.label;
      const what = label !== undefined ? ` for **${label}**` : '';
      const where = country !== undefined ? `, with **${country}** as your country` : '';
      const next =
        label !== undefined
          ? 'In Document Review you upload your files and I check them against the checklist for that category.'
          : "In Document Review you'll choose the category, upload your files, and get a report on anything missing or wrong.";
      return `I can review your documents${what}${where}. ${next}`;
    }
    case 'create_case': {
      const { category } = intent.payload;
      // The chat may attach to one of the user's cases rather than a new one (the web asks which), so no "new".
      return category !== undefined
        ? `I'll attach this conversation to a case for your **${category}** application.`
        : "I'll attach this conversation to a case.";
    }
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

export async function planReply(
  history: readonly AgentTurn[],
  getKnowledge: () => Promise<KnowledgeBase>,
  options: PlanOptions = {},
): Promise<PlannedReply> {
  const last = history[history.length - 1];
  if (last === undefined) return { text: `Hello! I'm the Immigration AI offline assistant.\n\n${capabilitiesText()}` };

  if (last.role === 'function_result') {
    return { text: toolFollowUp(last.name, last.result, findCallPayload(history, last.callId)) };
  }
  if (last.role !== 'user') return { text: `What would you like to do next?\n\n${capabilitiesText()}` };

  const attachments = last.attachments ?? [];
  const files = attachments.filter((a) => !a.mimeType.startsWith('audio/'));
  const text = last.text.trim();
  if (text.length === 0 && files.length === 0 && attachments.length > 0) {
    return {
      text: "I can't listen to voice messages in offline mode. Please type your question and I'll do my best to help.",
    };
  }

  // Before the tools: in a chat about a case, "what is missing?" asks about the case, not for a document review.
  const caseQuestion = options.caseContext && files.length === 0 ? detectCaseQuestion(text) : [];
  if (options.caseContext && caseQuestion.length > 0) {
    const context = await options.caseContext();
    return { text: context ? caseAnswer(context, caseQuestion) : caseGoneText() };
  }

  const intent = detectToolIntent(text, { earlierUserTexts: earlierUserTexts(history), hasDocuments: files.length > 0 });
  if (intent !== null) {
    return { text: toolIntroText(intent), call: { name: intent.tool, payload: { ...intent.payload } } };
  }

  const smallTalk = detectSmallTalk(text);
  if (smallTalk !== null) return { text: smallTalkReply(smallTalk) };
  if (text.length === 0) return { text: capabilitiesText() };

  const detected = detectLanguages(text);
  // How long a form takes: USCIS's own posted times when they were imported, else the knowledge base.
  const processing = options.processingTimes && files.length === 0 ? detectProcessingQuestion(text) : null;
  if (processing && options.processingTimes) {
    const figures = await options.processingTimes(processing.form).catch(() => []);
    if (figures.length > 0) {
      const language = detected[0] ?? (await fallbackLanguage(detected, options));
      return { text: processingAnswerText(processing, figures, language), language };
    }
  }
  const [kb, fallback] = await Promise.all([getKnowledge(), fallbackLanguage(detected, options)]);
  const answer = answerQuestion(kb, text, fallback, detected);
  // What forms cost: the card about those very forms, else the fee engine, never a card about another fee.
  const feeForms = files.length === 0 ? detectFeeQuestion(text) : [];
  if (feeForms.length > 0) {
    const cardId = answer.found ? answer.cardIds[0] : undefined;
    const card = cardId === undefined ? undefined : kb.card(cardId, answer.language);
    if (card && cardCoversForms(card.question, feeForms)) {
      return { text: `${answer.text}\n\n${feeCalculatorLine(feeForms, answer.language)}`, language: answer.language };
    }
    const language = detected[0] ?? fallback;
    return { text: feeAnswerText(feeForms, language), language };
  }
  const greeting = GREETING_OPENER.test(text) ? `${render(answer.language, msg('knowledge:greeting'))} ` : '';
  const fileNote =
    files.length > 0
      ? "\n\nI can't read attached files in offline mode. Ask me to review your documents and I'll open Document Review for them."
      : '';
  return { text: `${greeting}${answer.text}${fileNote}`, language: answer.language };
}
