// How the offline assistant does on the authors' question sets: each question (or each part of a multi-part one)
// answered right, from the wrong card, honestly "not sure", from an engine (fees, processing times) or routed to a
// tool, per language. The retrieval test holds the counts to their limits; `npm run bench` prints them.
import type { TestQuestion } from '../../../content/types';
import type { KnowledgeBase } from '../../../domain/knowledge/knowledge-base';
import { detectLanguages } from '../../../domain/knowledge/language';
import type { KnowledgeLanguage } from '../../../shared/knowledge/knowledge-views';
import { planReply } from '../plan-reply';

export type Outcome = 'right' | 'wrong-card' | 'not-sure' | 'engine' | 'tool';

export interface QuestionResult {
  ask: string;
  language: KnowledgeLanguage;
  expected: string | null;
  got: string | null;
  outcome: Outcome;
}

export type Tally = Record<Outcome, number>;

const emptyTally = (): Tally => ({ right: 0, 'wrong-card': 0, 'not-sure': 0, engine: 0, tool: 0 });

function outcomeOf(expected: string | null, got: string | null): Outcome {
  if (got === expected) return 'right';
  if (got === null) return 'not-sure';
  if (got === 'engine') return 'engine';
  return 'wrong-card';
}

/** Every question's (and part's) outcome. */
export async function scoreQuestions(kb: KnowledgeBase, questions: readonly TestQuestion[]): Promise<QuestionResult[]> {
  const results: QuestionResult[] = [];
  for (const question of questions) {
    const plan = await planReply([{ role: 'user', text: question.ask }], () => Promise.resolve(kb));
    const language = detectLanguages(question.ask)[0] ?? 'en';
    if (question.tool !== undefined) {
      const got = plan.call?.name ?? plan.answeredFrom?.[0] ?? null;
      const outcome: Outcome =
        got === question.tool ? 'right' : plan.call !== undefined ? 'tool' : got === null ? 'not-sure' : 'wrong-card';
      results.push({ ask: question.ask, language, expected: question.tool, got, outcome });
      continue;
    }
    const expected = question.cards ?? [question.card ?? null];
    expected.forEach((card, i) => {
      const got = plan.call !== undefined ? null : (plan.answeredFrom?.[i] ?? null);
      const outcome = plan.call !== undefined ? 'tool' : question.also?.includes(got ?? '') === true ? 'right' : outcomeOf(card, got);
      results.push({ ask: question.ask, language, expected: card, got, outcome });
    });
  }
  return results;
}

/** The outcomes counted, in all and per language. */
export function tally(results: readonly QuestionResult[]): { all: Tally; byLanguage: Record<string, Tally> } {
  const all = emptyTally();
  const byLanguage: Record<string, Tally> = {};
  for (const result of results) {
    all[result.outcome] += 1;
    byLanguage[result.language] ??= emptyTally();
    (byLanguage[result.language] as Tally)[result.outcome] += 1;
  }
  return { all, byLanguage };
}

/** "en: 120 right, 2 wrong card, 10 not sure, 3 engine, 1 tool", one line per language and one for all. */
export function tallyLines(results: readonly QuestionResult[]): string[] {
  const { all, byLanguage } = tally(results);
  const line = (name: string, t: Tally) => {
    const total = Object.values(t).reduce((a, b) => a + b, 0);
    const pct = (n: number) => `${((100 * n) / Math.max(total, 1)).toFixed(1)}%`;
    return `${name}: ${total} answers: ${t.right} right (${pct(t.right)}), ${t['wrong-card']} wrong card (${pct(t['wrong-card'])}), ${t['not-sure']} not sure, ${t.engine} from the fee or time engines, ${t.tool} routed to a tool`;
  };
  return [
    ...Object.entries(byLanguage)
      .sort()
      .map(([lang, t]) => line(lang, t)),
    line('all', all),
  ];
}
