// PHRASES, the server-made parts of stored records ('2 files', 'no issues found'), until they are keyed
// (docs/i18n.md). In-app notifications, the reminder job's texts and the phone verification SMS are keyed:
// ../locales/<locale>/notifications.json, deadlines.json and account.json.
import type { Catalog } from './types';

/** Server-made phrases that stored records hold ({checked}, {found}, {outcome}). */
export const PHRASES: Catalog = {
  '1 file': { es: '1 archivo', fr: '1 fichier', de: '1 Datei' },
  '{count} files': { es: '{count} archivos', fr: '{count} fichiers', de: '{count} Dateien' },
  'no issues found': { es: 'no se encontraron problemas', fr: 'aucun problème trouvé', de: 'keine Probleme gefunden' },
  '1 issue found': { es: 'se encontró 1 problema', fr: '1 problème trouvé', de: '1 Problem gefunden' },
  '{count} issues found': { es: 'se encontraron {count} problemas', fr: '{count} problèmes trouvés', de: '{count} Probleme gefunden' },
  'you appear to qualify': {
    es: 'parece que usted reúne los requisitos',
    fr: 'vous semblez remplir les conditions',
    de: 'Sie scheinen die Voraussetzungen zu erfüllen',
  },
  'you do not currently qualify': {
    es: 'actualmente no reúne los requisitos',
    fr: 'vous ne remplissez pas les conditions pour le moment',
    de: 'Sie erfüllen die Voraussetzungen derzeit nicht',
  },
};
