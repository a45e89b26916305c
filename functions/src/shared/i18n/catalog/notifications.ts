// What the server tells users outside an answer: in-app notifications (services/notify.ts translates them into the
// user's Settings language by pattern) and the reminder job's notification, email and SMS
// (REMINDERS, used by domain/deadlines/reminder-delivery.ts), and PHRASES, the server-made parts of notifications
// ('2 files', 'no issues found'). Case numbers, names, statuses and titles are kept as written.
import type { Catalog } from './types';

export const NOTIFICATIONS: Catalog = {
  // In-app notifications
  'Case {caseNumber} ({caseName}) is now {status}: {notice}.': {
    es: 'El caso {caseNumber} ({caseName}) ahora está en estado {status}: {notice}.',
    fr: 'Le dossier {caseNumber} ({caseName}) est maintenant au statut {status} : {notice}.',
    de: 'Fall {caseNumber} ({caseName}) hat jetzt den Status {status}: {notice}.',
  },
  'Case {caseNumber} ({caseName}) is waiting for an expert.': {
    es: 'El caso {caseNumber} ({caseName}) está esperando a un experto.',
    fr: 'Le dossier {caseNumber} ({caseName}) attend un expert.',
    de: 'Fall {caseNumber} ({caseName}) wartet auf einen Experten.',
  },
  'The applicant withdrew case {caseNumber} ({caseName}) from the experts.': {
    es: 'El solicitante retiró el caso {caseNumber} ({caseName}) de los expertos.',
    fr: 'Le demandeur a retiré le dossier {caseNumber} ({caseName}) des experts.',
    de: 'Der Antragsteller hat Fall {caseNumber} ({caseName}) von den Experten zurückgezogen.',
  },
  '{name} is now handling case {caseNumber}. You can discuss it with them.': {
    es: '{name} ahora se ocupa del caso {caseNumber}. Puede hablar del caso con esta persona.',
    fr: '{name} s’occupe maintenant du dossier {caseNumber}. Vous pouvez en discuter avec cette personne.',
    de: '{name} bearbeitet jetzt Fall {caseNumber}. Sie können ihn mit dieser Person besprechen.',
  },
  'The expert released case {caseNumber}; it is back in the queue for another expert.': {
    es: 'El experto liberó el caso {caseNumber}; volvió a la cola para otro experto.',
    fr: 'L’expert a libéré le dossier {caseNumber} ; il est de nouveau en attente d’un autre expert.',
    de: 'Der Experte hat Fall {caseNumber} freigegeben; er wartet wieder auf einen anderen Experten.',
  },
  '{name} added expert highlights to case {caseNumber}.': {
    es: '{name} agregó puntos destacados del experto al caso {caseNumber}.',
    fr: '{name} a ajouté des points clés d’expert au dossier {caseNumber}.',
    de: '{name} hat Expertenhinweise zu Fall {caseNumber} hinzugefügt.',
  },
  'The expert handling case {caseNumber} is no longer available; it is back in the queue for another expert.': {
    es: 'El experto que se ocupaba del caso {caseNumber} ya no está disponible; volvió a la cola para otro experto.',
    fr: 'L’expert chargé du dossier {caseNumber} n’est plus disponible ; il est de nouveau en attente d’un autre expert.',
    de: 'Der Experte für Fall {caseNumber} ist nicht mehr verfügbar; der Fall wartet wieder auf einen anderen Experten.',
  },
  'New message from {name} on case {caseNumber}.': {
    es: 'Nuevo mensaje de {name} sobre el caso {caseNumber}.',
    fr: 'Nouveau message de {name} sur le dossier {caseNumber}.',
    de: 'Neue Nachricht von {name} zu Fall {caseNumber}.',
  },
  'Document review completed: {checked} checked, {found}.': {
    es: 'Revisión de documentos completada ({checked}): {found}.',
    fr: 'Examen des documents terminé ({checked}) : {found}.',
    de: 'Dokumentprüfung abgeschlossen ({checked}): {found}.',
  },
  'Eligibility check completed for {category}: {outcome}.': {
    es: 'Evaluación de elegibilidad completada para {category}: {outcome}.',
    fr: 'Vérification d’éligibilité terminée pour {category} : {outcome}.',
    de: 'Berechtigungsprüfung für {category} abgeschlossen: {outcome}.',
  },
  'We received your support ticket "{subject}". Our team will reply here soon.': {
    es: 'Recibimos su ticket de soporte "{subject}". Nuestro equipo le responderá aquí pronto.',
    fr: 'Nous avons bien reçu votre demande d’assistance « {subject} ». Notre équipe vous répondra ici bientôt.',
    de: 'Wir haben Ihr Support-Ticket „{subject}“ erhalten. Unser Team antwortet Ihnen bald hier.',
  },
  "Your priority date for {caseNumber} ({category}) is current in the {title}'s Final Action Dates. Check the Dates for Filing chart and uscis.gov/visabulletininfo for what you may file this month.":
    {
      es: 'Su fecha de prioridad para {caseNumber} ({category}) está vigente en las Fechas de Acción Final del {title}. Consulte la tabla de Fechas para Presentación y uscis.gov/visabulletininfo para saber qué puede presentar este mes.',
      fr: 'Votre date de priorité pour {caseNumber} ({category}) est atteinte dans les Final Action Dates du {title}. Consultez le tableau Dates for Filing et uscis.gov/visabulletininfo pour savoir ce que vous pouvez déposer ce mois-ci.',
      de: 'Ihr Prioritätsdatum für {caseNumber} ({category}) ist in den Final Action Dates des {title} erreicht. Prüfen Sie die Tabelle „Dates for Filing“ und uscis.gov/visabulletininfo, um zu sehen, was Sie diesen Monat einreichen können.',
    },
};

/** Parts of notifications, translated where a notification holds them ({checked}, {found}, {outcome}). */
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
  'Your Immigration AI verification code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this message.': {
    es: 'Su código de verificación de Immigration AI es {code}. Vence en 10 minutos. Si no lo pidió, ignore este mensaje.',
    fr: 'Votre code de vérification Immigration AI est {code}. Il expire dans 10 minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
    de: 'Ihr Bestätigungscode für Immigration AI lautet {code}. Er läuft in 10 Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
  },
};
