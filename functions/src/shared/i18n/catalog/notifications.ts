// The reminder job's notification, email and SMS (REMINDERS, used by domain/deadlines/reminder-delivery.ts) and
// PHRASES, the server-made parts of stored records ('2 files', 'no issues found'), until they are keyed
// (docs/i18n.md). In-app notifications are keyed: ../locales/<locale>/notifications.json.
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

/** The reminder job's texts, filled by localize() (domain/deadlines/reminder-delivery.ts). */
export const REMINDERS: Catalog = {
  today: { es: 'hoy', fr: 'aujourd’hui', de: 'heute' },
  tomorrow: { es: 'mañana', fr: 'demain', de: 'morgen' },
  'in {days} days': { es: 'en {days} días', fr: 'dans {days} jours', de: 'in {days} Tagen' },
  Deadline: { es: 'Fecha límite', fr: 'Échéance', de: 'Frist' },
  'Reminder: {title} is due {date} ({when}).': {
    es: 'Recordatorio: {title} vence el {date} ({when}).',
    fr: 'Rappel : {title} arrive à échéance le {date} ({when}).',
    de: 'Erinnerung: {title} ist am {date} fällig ({when}).',
  },
  'Reminder: {title} is due {date}': {
    es: 'Recordatorio: {title} vence el {date}',
    fr: 'Rappel : {title} arrive à échéance le {date}',
    de: 'Erinnerung: {title} ist am {date} fällig',
  },
  'Reminder: {count} deadlines are coming up': {
    es: 'Recordatorio: se acercan {count} fechas límite',
    fr: 'Rappel : {count} échéances approchent',
    de: 'Erinnerung: {count} Fristen stehen bevor',
  },
  'Hello {name},': { es: 'Hola, {name}:', fr: 'Bonjour {name},', de: 'Hallo {name},' },
  'Hello,': { es: 'Hola:', fr: 'Bonjour,', de: 'Hallo,' },
  'A deadline you are tracking is coming up:': {
    es: 'Se acerca una fecha límite que usted está siguiendo:',
    fr: 'Une échéance que vous suivez approche :',
    de: 'Eine Frist, die Sie verfolgen, steht bevor:',
  },
  'Deadlines you are tracking are coming up:': {
    es: 'Se acercan fechas límite que usted está siguiendo:',
    fr: 'Des échéances que vous suivez approchent :',
    de: 'Fristen, die Sie verfolgen, stehen bevor:',
  },
  '{title}: due {date} ({when})': {
    es: '{title}: vence el {date} ({when})',
    fr: '{title} : échéance le {date} ({when})',
    de: '{title}: fällig am {date} ({when})',
  },
  'You get these emails because Email Notifications is on in Settings; turn it off there to stop them.': {
    es: 'Recibe estos correos porque las notificaciones por correo electrónico están activadas en Configuración; desactívelas allí para dejar de recibirlos.',
    fr: 'Vous recevez ces e-mails car les notifications par e-mail sont activées dans les Paramètres ; désactivez-les à cet endroit pour ne plus les recevoir.',
    de: 'Sie erhalten diese E-Mails, weil E-Mail-Benachrichtigungen in den Einstellungen eingeschaltet sind; schalten Sie sie dort aus, um keine mehr zu erhalten.',
  },
  'See your reminders and choose when they are sent: {link}': {
    es: 'Vea sus recordatorios y elija cuándo se envían: {link}',
    fr: 'Consultez vos rappels et choisissez quand ils sont envoyés : {link}',
    de: 'Sehen Sie Ihre Erinnerungen an und wählen Sie, wann sie gesendet werden: {link}',
  },
  'See your reminders': { es: 'Vea sus recordatorios', fr: 'Consultez vos rappels', de: 'Sehen Sie Ihre Erinnerungen an' },
  '{link} and choose when they are sent.': {
    es: '{link} y elija cuándo se envían.',
    fr: '{link} et choisissez quand ils sont envoyés.',
    de: '{link} und wählen Sie, wann sie gesendet werden.',
  },
  ' and {count} more': { es: ' y {count} más', fr: ' et {count} autre(s)', de: ' und {count} weitere' },
  'Immigration AI reminder: {title} is due {date} ({when}){more}. {link}': {
    es: 'Recordatorio de Immigration AI: {title} vence el {date} ({when}){more}. {link}',
    fr: 'Rappel Immigration AI : {title} arrive à échéance le {date} ({when}){more}. {link}',
    de: 'Erinnerung von Immigration AI: {title} ist am {date} fällig ({when}){more}. {link}',
  },
};
