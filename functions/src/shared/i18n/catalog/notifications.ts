// The phone verification SMS (REMINDERS, services/phone-verification.ts) and PHRASES, the server-made parts of stored
// records ('2 files', 'no issues found'), until they are keyed (docs/i18n.md). In-app notifications and the reminder
// job's texts are keyed: ../locales/<locale>/notifications.json and deadlines.json.
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

/** The phone verification SMS, filled by localize() (services/phone-verification.ts). */
export const REMINDERS: Catalog = {
  'Your Immigration AI verification code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this message.': {
    es: 'Su código de verificación de Immigration AI es {code}. Vence en 10 minutos. Si no lo pidió, ignore este mensaje.',
    fr: 'Votre code de vérification Immigration AI est {code}. Il expire dans 10 minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
    de: 'Ihr Bestätigungscode für Immigration AI lautet {code}. Er läuft in 10 Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
  },
};
