// Labels of the PDFs the server builds that are not keyed yet: the case discussion's transcript
// (domain/discussion/transcript-pdf.ts) and the invoice (domain/billing/invoice-pdf.ts). Dates and amounts in them are formatted with Intl.
import type { Catalog } from './types';

export const PDF: Catalog = {
  // Case discussion transcript
  'Immigration AI · Case discussion': {
    es: 'Immigration AI · Conversación del caso',
    fr: 'Immigration AI · Discussion du dossier',
    de: 'Immigration AI · Falldiskussion',
  },
  'Case discussion: {caseNumber}': {
    es: 'Conversación del caso: {caseNumber}',
    fr: 'Discussion du dossier : {caseNumber}',
    de: 'Falldiskussion: {caseNumber}',
  },
  'Applicant: {name}': { es: 'Solicitante: {name}', fr: 'Demandeur : {name}', de: 'Antragsteller: {name}' },
  'Expert: {name}': { es: 'Experto: {name}', fr: 'Expert : {name}', de: 'Experte: {name}' },
  'Not assigned yet': { es: 'Aún sin asignar', fr: 'Pas encore attribué', de: 'Noch nicht zugewiesen' },
  'Generated {when} · {count}': {
    es: 'Generado el {when} · {count}',
    fr: 'Généré le {when} · {count}',
    de: 'Erstellt am {when} · {count}',
  },
  '{count} message': { es: '{count} mensaje', fr: '{count} message', de: '{count} Nachricht' },
  '{count} messages': { es: '{count} mensajes', fr: '{count} messages', de: '{count} Nachrichten' },
  'No messages yet.': { es: 'Todavía no hay mensajes.', fr: 'Aucun message pour le moment.', de: 'Noch keine Nachrichten.' },
  'Attached: {files}': { es: 'Adjuntos: {files}', fr: 'Pièces jointes : {files}', de: 'Angehängt: {files}' },
  '{name} (voice note)': { es: '{name} (nota de voz)', fr: '{name} (message vocal)', de: '{name} (Sprachnotiz)' },
  '(empty)': { es: '(vacío)', fr: '(vide)', de: '(leer)' },
  Expert: { es: 'Experto', fr: 'Expert', de: 'Experte' },
  Applicant: { es: 'Solicitante', fr: 'Demandeur', de: 'Antragsteller' },

  // Invoice
  'Invoice {number}': { es: 'Factura {number}', fr: 'Facture {number}', de: 'Rechnung {number}' },
  INVOICE: { es: 'FACTURA', fr: 'FACTURE', de: 'RECHNUNG' },
  From: { es: 'De', fr: 'De', de: 'Von' },
  'Bill To': { es: 'Facturar a', fr: 'Facturer à', de: 'Rechnung an' },
  'Invoice #: {number}': { es: 'Factura n.º: {number}', fr: 'Facture n° : {number}', de: 'Rechnungsnr.: {number}' },
  'Invoice Date: {date}': { es: 'Fecha de la factura: {date}', fr: 'Date de facture : {date}', de: 'Rechnungsdatum: {date}' },
  'Due Date: {date}': { es: 'Fecha de vencimiento: {date}', fr: 'Date d’échéance : {date}', de: 'Fälligkeitsdatum: {date}' },
  Description: { es: 'Descripción', fr: 'Description', de: 'Beschreibung' },
  Qty: { es: 'Cant.', fr: 'Qté', de: 'Menge' },
  Price: { es: 'Precio', fr: 'Prix', de: 'Preis' },
  Amount: { es: 'Importe', fr: 'Montant', de: 'Betrag' },
  Subtotal: { es: 'Subtotal', fr: 'Sous-total', de: 'Zwischensumme' },
  'Tax ({percent}%)': { es: 'Impuesto ({percent} %)', fr: 'Taxe ({percent} %)', de: 'Steuer ({percent} %)' },
  Total: { es: 'Total', fr: 'Total', de: 'Gesamt' },
  'Amounts in {currency}.': { es: 'Importes en {currency}.', fr: 'Montants en {currency}.', de: 'Beträge in {currency}.' },
};
