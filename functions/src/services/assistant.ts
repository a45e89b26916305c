// The AI Assistant page's starting points: the common questions it suggests.
import { listCommonQuestions } from '../data/knowledge-repo';
import type { CommonQuestion } from '../shared/assistant/assistant-views';

/** The suggested questions, without the stored answers the assistant draws on. */
export async function commonQuestions(): Promise<CommonQuestion[]> {
  const questions = await listCommonQuestions();
  return questions.map(({ id, text }) => ({ id, text }));
}
