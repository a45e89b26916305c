import { LANGUAGE_ENDONYMS } from '@shared/settings/languages';
import type { KnowledgeLanguage, KnowledgeTopicId } from '@shared/knowledge/knowledge-views';
import { i18n } from '@/lib/i18n/i18n';

/** Each language in its own words, as a reader looks for it. */
export const LANGUAGE_NAMES: Record<KnowledgeLanguage, string> = LANGUAGE_ENDONYMS;

/** The topic's name in the app's language. */
export const topicLabel = (id: KnowledgeTopicId): string => i18n.t(`resources:topics.${id}`);

/** Told in the language the reader asked for, since that is the one they read. */
export const ENGLISH_ONLY_NOTE: Record<KnowledgeLanguage, string> = {
  en: 'This answer has not been translated yet, so it is shown in English.',
  es: 'Esta respuesta aún no está traducida, por eso se muestra en inglés.',
  fr: 'Cette réponse n’est pas encore traduite ; elle s’affiche donc en anglais.',
  de: 'Diese Antwort ist noch nicht übersetzt und wird daher auf Englisch angezeigt.',
};

/** "12 answers", "1 answer", "12 answers match “green card”", "1 answer matches “n-400”". */
export function answerCountText(total: number, q: string): string {
  return q ? i18n.t('resources:answerCountMatching', { total, q }) : i18n.t('resources:answerCount', { total });
}
