// Labels of the invoice PDF (domain/billing/invoice-pdf.ts), the one PDF not keyed yet; the document review report,
// the chat summary and the case discussion's transcript are keyed (locales/<locale>/). Dates and amounts are formatted
// with Intl.
import type { Catalog } from './types';

export const PDF: Catalog = {
  '{count} message': { es: '{count} mensaje', fr: '{count} message', de: '{count} Nachricht' },
  '{count} messages': { es: '{count} mensajes', fr: '{count} messages', de: '{count} Nachrichten' },
  'Attached: {files}': { es: 'Adjuntos: {files}', fr: 'Pièces jointes : {files}', de: 'Angehängt: {files}' },
  '(empty)': { es: '(vacío)', fr: '(vide)', de: '(leer)' },

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
