// The words around a knowledge answer, in each of the knowledge base's languages.
import type { KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';

export interface AnswerPhrases {
  source: string;
  checkedOn: string;
  readInKnowledgeCenter: string;
  related: string;
  englishOnly: string;
  inTheApp: string;
  notFound: string;
  closest: string;
  browse: string;
  knowledgeCenter: string;
  askExpert: string;
  tools: string;
  greeting: string;
}

export const PHRASES: Record<KnowledgeLanguage, AnswerPhrases> = {
  en: {
    source: 'Source',
    checkedOn: 'checked on',
    readInKnowledgeCenter: 'Read this answer in the Knowledge Center',
    related: 'Related',
    englishOnly: '',
    inTheApp: 'In the app',
    notFound: "I couldn't find a good answer to that in our knowledge base, and I'd rather not guess.",
    closest: 'These answers come closest:',
    browse: 'Browse all answers in the',
    knowledgeCenter: 'Knowledge Center',
    askExpert: 'For your own situation, ask a licensed immigration attorney or accredited representative.',
    tools: 'I can also check your eligibility, review your documents or open a case for you. Just ask.',
    greeting: 'Hello!',
  },
  es: {
    source: 'Fuente',
    checkedOn: 'revisada el',
    readInKnowledgeCenter: 'Ver esta respuesta en el Centro de conocimiento',
    related: 'Relacionado',
    englishOnly: 'Esta respuesta todavía solo está disponible en inglés.',
    inTheApp: 'En la aplicación',
    notFound: 'No encontré una buena respuesta a eso en nuestra base de conocimiento y prefiero no adivinar.',
    closest: 'Estas respuestas son las más cercanas:',
    browse: 'Vea todas las respuestas en el',
    knowledgeCenter: 'Centro de conocimiento',
    askExpert: 'Para su caso concreto, consulte a un abogado de inmigración con licencia o a un representante acreditado.',
    tools: 'También puedo verificar su elegibilidad, revisar sus documentos o abrir un caso. Solo pídamelo.',
    greeting: '¡Hola!',
  },
  fr: {
    source: 'Source',
    checkedOn: 'vérifiée le',
    readInKnowledgeCenter: 'Lire cette réponse dans le Centre de connaissances',
    related: 'Voir aussi',
    englishOnly: "Cette réponse n'existe pour l'instant qu'en anglais.",
    inTheApp: "Dans l'application",
    notFound: "Je n'ai pas trouvé de bonne réponse à cette question dans notre base de connaissances, et je préfère ne pas deviner.",
    closest: 'Voici les réponses les plus proches :',
    browse: 'Parcourez toutes les réponses dans le',
    knowledgeCenter: 'Centre de connaissances',
    askExpert: 'Pour votre situation, consultez un avocat en immigration agréé ou un représentant accrédité.',
    tools: 'Je peux aussi vérifier votre éligibilité, examiner vos documents ou ouvrir un dossier. Il suffit de me le demander.',
    greeting: 'Bonjour !',
  },
  de: {
    source: 'Quelle',
    checkedOn: 'geprüft am',
    readInKnowledgeCenter: 'Diese Antwort im Wissenszentrum lesen',
    related: 'Verwandte Fragen',
    englishOnly: 'Diese Antwort gibt es bisher nur auf Englisch.',
    inTheApp: 'In der App',
    notFound: 'Dazu habe ich in unserer Wissensdatenbank keine gute Antwort gefunden, und ich möchte nicht raten.',
    closest: 'Diese Antworten kommen am nächsten:',
    browse: 'Alle Antworten finden Sie im',
    knowledgeCenter: 'Wissenszentrum',
    askExpert:
      'Für Ihre persönliche Situation wenden Sie sich an eine zugelassene Anwältin oder einen Anwalt für Einwanderungsrecht oder eine akkreditierte Vertretung.',
    tools: 'Ich kann auch Ihre Berechtigung prüfen, Ihre Dokumente überprüfen oder einen Fall für Sie anlegen. Fragen Sie einfach.',
    greeting: 'Hallo!',
  },
};

const LOCALES: Record<KnowledgeLanguage, string> = { en: 'en-US', es: 'es-US', fr: 'fr-FR', de: 'de-DE' };

/** "November 23, 2026", "23 de noviembre de 2026", "23 novembre 2026", "23. November 2026". */
export function formatDay(isoDate: string, language: KnowledgeLanguage): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
