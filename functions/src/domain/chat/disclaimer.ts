// The disclaimer every assistant answer ends with (ai/), also printed once at the end of a chat summary
// (domain/chat/chat-summary.ts), so it lives in the domain both may import.
import type { KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';

/** Appended to every answer, whichever provider wrote it, in the answer's language. */
export const DISCLAIMERS: Record<KnowledgeLanguage, string> = {
  en: 'This information is for general guidance only and is not legal advice. For advice on your situation, consult a licensed immigration attorney or accredited representative.',
  es: 'Esta información es solo una orientación general y no constituye asesoría legal. Para su caso concreto, consulte a un abogado de inmigración con licencia o a un representante acreditado.',
  fr: 'Ces informations sont données à titre général et ne constituent pas un avis juridique. Pour votre situation, consultez un avocat en immigration agréé ou un représentant accrédité.',
  de: 'Diese Informationen dienen nur der allgemeinen Orientierung und sind keine Rechtsberatung. Für Ihre Situation wenden Sie sich an eine zugelassene Anwältin oder einen Anwalt für Einwanderungsrecht oder eine akkreditierte Vertretung.',
};

export const DISCLAIMER = DISCLAIMERS.en;
