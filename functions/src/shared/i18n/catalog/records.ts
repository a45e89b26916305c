// Texts the server stores in English, where administrators read them in the Firebase console, and the app shows in the
// user's language when it reads them back (web/src/lib/i18n/server-text.ts): a case's timeline entries (device names
// and a case discussion's system lines are keyed: locales/<locale>/account.json and discussion.json).
// Placeholder names say how a value is read (translate.ts): a status or appointment type is a label, `fieldList` a list of labels, `when` and `before` an
// appointment's time as domain/appointments/zoned-time.ts writes it; names, notes, form numbers and receipts are kept.
// USCIS's own status titles ("Case Was Received") are stored as USCIS wrote them and stay so.
import type { Catalog } from './types';

const AT_ES = ' en {place}';
const AT_FR = ' à {place}';
const AT_DE = ', Ort: {place}';

export const RECORDS: Catalog = {
  // Case timeline: services/cases.ts, services/review-cases.ts, services/documents.ts, domain/cases
  'Case opened': { es: 'Caso abierto', fr: 'Dossier ouvert', de: 'Fall eröffnet' },
  'Case opened from an AI Assistant chat': {
    es: 'Caso abierto desde un chat con el Asistente de IA',
    fr: 'Dossier ouvert depuis une conversation avec l’assistant IA',
    de: 'Fall aus einem Chat mit dem KI-Assistenten eröffnet',
  },
  'Draft case created': { es: 'Borrador de caso creado', fr: 'Brouillon de dossier créé', de: 'Fallentwurf erstellt' },
  'Draft case created from a document review': {
    es: 'Borrador de caso creado a partir de una revisión de documentos',
    fr: 'Brouillon de dossier créé à partir d’un examen de documents',
    de: 'Fallentwurf aus einer Dokumentenprüfung erstellt',
  },
  'Tracking started in Immigration AI': {
    es: 'Seguimiento iniciado en Immigration AI',
    fr: 'Suivi commencé dans Immigration AI',
    de: 'Verfolgung in Immigration AI begonnen',
  },
  '{form} filed with USCIS (receipt {receipt})': {
    es: '{form} presentado ante USCIS (recibo {receipt})',
    fr: '{form} déposé auprès de l’USCIS (avis de réception {receipt})',
    de: '{form} bei USCIS eingereicht (Eingangsbestätigung {receipt})',
  },
  'Document attached: {name}': { es: 'Documento adjuntado: {name}', fr: 'Document joint : {name}', de: 'Dokument angehängt: {name}' },
  'Document removed: {name}': { es: 'Documento quitado: {name}', fr: 'Document retiré : {name}', de: 'Dokument entfernt: {name}' },
  'Updated {fieldList}': { es: 'Se actualizó: {fieldList}', fr: 'Mis à jour : {fieldList}', de: 'Geändert: {fieldList}' },
  'Case submitted': { es: 'Caso enviado', fr: 'Dossier soumis', de: 'Fall eingereicht' },
  'Case archived': { es: 'Caso archivado', fr: 'Dossier archivé', de: 'Fall archiviert' },
  'Case restored from the archive': {
    es: 'Caso restaurado desde el archivo',
    fr: 'Dossier restauré depuis les archives',
    de: 'Fall aus dem Archiv wiederhergestellt',
  },
  'Status changed from {fromStatus} to {toStatus}': {
    es: 'Estado cambiado de {fromStatus} a {toStatus}',
    fr: 'Statut passé de {fromStatus} à {toStatus}',
    de: 'Status von {fromStatus} zu {toStatus} geändert',
  },
  'Document review added: {files}, {found}': {
    es: 'Revisión de documentos añadida: {files}, {found}',
    fr: 'Examen de documents ajouté : {files}, {found}',
    de: 'Dokumentenprüfung hinzugefügt: {files}, {found}',
  },
  // A status update (domain/cases/case-changes.ts): USCIS's notice as written, then the status it means
  '{notice} (status: {newStatus})': {
    es: '{notice} (estado: {newStatus})',
    fr: '{notice} (statut : {newStatus})',
    de: '{notice} (Status: {newStatus})',
  },
  'Sent to experts': { es: 'Enviado a los expertos', fr: 'Envoyé aux experts', de: 'An die Experten gesendet' },
  'Expert request withdrawn': { es: 'Solicitud de experto retirada', fr: 'Demande d’expert retirée', de: 'Expertenanfrage zurückgezogen' },
  'Expert {name} took the case': {
    es: 'El experto {name} tomó el caso',
    fr: 'L’expert {name} a pris le dossier',
    de: 'Experte {name} hat den Fall übernommen',
  },
  'Expert {name} released the case; it is back in the queue': {
    es: 'El experto {name} dejó el caso; vuelve a estar en la cola',
    fr: 'L’expert {name} a rendu le dossier ; il est de nouveau en file d’attente',
    de: 'Experte {name} hat den Fall abgegeben; er ist wieder in der Warteschlange',
  },
  'The expert is no longer available; the case is back in the queue': {
    es: 'El experto ya no está disponible; el caso vuelve a estar en la cola',
    fr: 'L’expert n’est plus disponible ; le dossier est de nouveau en file d’attente',
    de: 'Der Experte ist nicht mehr verfügbar; der Fall ist wieder in der Warteschlange',
  },
  // services/visa-bulletin.ts; the bulletin's title and the category code are kept
  'Priority date became current in the {bulletin} (Final Action Dates, {category})': {
    es: 'La fecha de prioridad quedó vigente en el {bulletin} (fechas de acción final, {category})',
    fr: 'La date de priorité est devenue courante dans le {bulletin} (dates d’action finale, {category})',
    de: 'Das Prioritätsdatum ist im {bulletin} aktuell geworden (Final Action Dates, {category})',
  },

  // Appointments on the timeline: domain/appointments/appointment-view.ts
  '{appointment} appointment scheduled for {when}': {
    es: '{appointment}: cita programada para el {when}',
    fr: '{appointment} : rendez-vous fixé au {when}',
    de: '{appointment}: Termin am {when} vereinbart',
  },
  '{appointment} appointment scheduled for {when} at {place}': {
    es: `{appointment}: cita programada para el {when}${AT_ES}`,
    fr: `{appointment} : rendez-vous fixé au {when}${AT_FR}`,
    de: `{appointment}: Termin am {when} vereinbart${AT_DE}`,
  },
  '{appointment} appointment for {when} cancelled': {
    es: '{appointment}: cita del {when} cancelada',
    fr: '{appointment} : rendez-vous du {when} annulé',
    de: '{appointment}: Termin am {when} abgesagt',
  },
  '{appointment} appointment rescheduled from {before} to {when}': {
    es: '{appointment}: cita cambiada del {before} al {when}',
    fr: '{appointment} : rendez-vous déplacé du {before} au {when}',
    de: '{appointment}: Termin vom {before} auf den {when} verschoben',
  },
  '{appointment} appointment rescheduled from {before} to {when} at {place}': {
    es: `{appointment}: cita cambiada del {before} al {when}${AT_ES}`,
    fr: `{appointment} : rendez-vous déplacé du {before} au {when}${AT_FR}`,
    de: `{appointment}: Termin vom {before} auf den {when} verschoben${AT_DE}`,
  },
  '{appointment} appointment for {when} updated': {
    es: '{appointment}: cita del {when} actualizada',
    fr: '{appointment} : rendez-vous du {when} modifié',
    de: '{appointment}: Termin am {when} geändert',
  },
  '{appointment} appointment for {when} updated at {place}': {
    es: `{appointment}: cita del {when} actualizada${AT_ES}`,
    fr: `{appointment} : rendez-vous du {when} modifié${AT_FR}`,
    de: `{appointment}: Termin am {when} geändert${AT_DE}`,
  },
};
