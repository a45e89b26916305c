import { KNOWLEDGE_TOPICS, type KnowledgeLanguage, type KnowledgeTopicId } from '@shared/knowledge/knowledge-views';

/** Each language in its own words, as a reader looks for it. */
export const LANGUAGE_NAMES: Record<KnowledgeLanguage, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

export const topicLabel = (id: KnowledgeTopicId): string => KNOWLEDGE_TOPICS.find((t) => t.id === id)?.label ?? id;

/** Told in the language the reader asked for, since that is the one they read. */
export const ENGLISH_ONLY_NOTE: Record<KnowledgeLanguage, string> = {
  en: 'This answer has not been translated yet, so it is shown in English.',
  es: 'Esta respuesta aún no está traducida, por eso se muestra en inglés.',
  fr: 'Cette réponse n’est pas encore traduite ; elle s’affiche donc en anglais.',
  de: 'Diese Antwort ist noch nicht übersetzt und wird daher auf Englisch angezeigt.',
};

/** "12 answers", "1 answer", "12 answers match “green card”", "1 answer matches “n-400”". */
export function answerCountText(total: number, q: string): string {
  const answers = `${total} ${total === 1 ? 'answer' : 'answers'}`;
  return q ? `${answers} ${total === 1 ? 'matches' : 'match'} “${q}”` : answers;
}
