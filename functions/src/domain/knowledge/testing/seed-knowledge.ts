// The real seeded knowledge base for tests: the launcher's cards and FAQ with the figure table, built as the server
// builds them. The launcher's content is loaded by URL rather than a static import: functions/ compiles with rootDir
// src, and a static import would pull emulators/ into that program.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CardRecord, HelpRecord } from '../card-records';
import { FIGURES } from '../facts/figure-table';
import { buildKnowledgeBase, type KnowledgeBase, type KnowledgeBaseInput } from '../knowledge-base';

const SEED_DIR = path.resolve(__dirname, '../../../../../emulators/seed/content');

async function seedExport(file: string, name: string): Promise<unknown[]> {
  const mod: unknown = await import(pathToFileURL(path.join(SEED_DIR, file)).href);
  const value = typeof mod === 'object' && mod !== null ? (mod as Record<string, unknown>)[name] : undefined;
  if (!Array.isArray(value)) throw new Error(`${file} does not export an array ${name}`);
  return value;
}

/** The seed as Firestore would hand it back: optional fields filled as the repo fills them. */
export async function seedKnowledgeInput(): Promise<KnowledgeBaseInput> {
  const cards = (await seedExport('knowledge/cards.ts', 'KNOWLEDGE_CARDS')) as Array<
    Omit<CardRecord, 'translations'> & { translations?: CardRecord['translations'] }
  >;
  const faq = (await seedExport('faq.ts', 'FAQ')) as Array<{ id: string; question: string; answer: string; link?: string }>;
  return {
    cards: cards.map((card) => ({ ...card, translations: card.translations ?? {} })),
    figures: FIGURES.map((figure) => ({ ...figure, note: figure.note ?? null })),
    help: faq.map(({ id, question, answer, link }): HelpRecord => ({ id, question, answer, link: link ?? '/support' })),
  };
}

let built: Promise<KnowledgeBase> | undefined;

/** Built once per test file. */
export function seedKnowledgeBase(): Promise<KnowledgeBase> {
  built ??= seedKnowledgeInput().then(buildKnowledgeBase);
  return built;
}

/** A test question and the card (or, for a question of several parts, the cards) that answer it. */
export interface SeedQuestion {
  ask: string;
  card?: string | null;
  cards?: ReadonlyArray<string | null>;
  also?: readonly string[];
  tool?: string;
}

/** The assistant's own questions: several parts, the asker's own facts, and no card (knowledge/assistant.questions.ts). */
export async function seedAssistantQuestions(): Promise<SeedQuestion[]> {
  const names = ['MULTI_PART_QUESTIONS', 'SITUATION_QUESTIONS', 'NO_CARD_QUESTIONS'];
  const all = await Promise.all(names.map((name) => seedExport('knowledge/assistant.questions.ts', name)));
  return all.flat() as SeedQuestion[];
}

/** Each card group's retrieval questions (emulators/seed/content/knowledge/cards/*.questions.ts). */
export async function seedQuestions(): Promise<Array<{ ask: string; card: string; also?: readonly string[] }>> {
  const groups: Array<[string, string]> = [
    ['family', 'FAMILY_QUESTIONS'],
    ['naturalization', 'NATURALIZATION_QUESTIONS'],
    ['work', 'WORK_QUESTIONS'],
    ['students', 'STUDENT_QUESTIONS'],
    ['humanitarian', 'HUMANITARIAN_QUESTIONS'],
    ['procedures', 'PROCEDURE_QUESTIONS'],
  ];
  const all = await Promise.all(groups.map(([file, name]) => seedExport(`knowledge/cards/${file}.questions.ts`, name)));
  return all.flat() as Array<{ ask: string; card: string; also?: readonly string[] }>;
}
