// Labels of the PDFs the server builds: the document review report (domain/documents/report-pdf.ts), the chat summary
// (domain/chat/chat-summary.ts) and the invoice (domain/billing/invoice-pdf.ts); the case discussion's transcript is
// keyed (locales/<locale>/discussion.json). Dates and amounts in them are formatted with Intl.
import type { Catalog } from './types';

export const PDF: Catalog = {
  // Shared
  '{label}: ': { es: '{label}: ', fr: '{label} : ', de: '{label}: ' },
  'Page {page} of {pages}': { es: 'Página {page} de {pages}', fr: 'Page {page} sur {pages}', de: 'Seite {page} von {pages}' },

  // Document review report
  'Country of origin: {country}': { es: 'País de origen: {country}', fr: 'Pays d’origine : {country}', de: 'Herkunftsland: {country}' },
  'not given': { es: 'no indicado', fr: 'non indiqué', de: 'nicht angegeben' },
  Summary: { es: 'Resumen', fr: 'Résumé', de: 'Zusammenfassung' },
  Files: { es: 'Archivos', fr: 'Fichiers', de: 'Dateien' },
  Issues: { es: 'Problemas', fr: 'Problèmes', de: 'Probleme' },
  Recommendations: { es: 'Recomendaciones', fr: 'Recommandations', de: 'Empfehlungen' },
  'Missing documents': { es: 'Documentos faltantes', fr: 'Documents manquants', de: 'Fehlende Dokumente' },
  'No issues.': { es: 'Sin problemas.', fr: 'Aucun problème.', de: 'Keine Probleme.' },
  'None.': { es: 'Ninguna.', fr: 'Aucune.', de: 'Keine.' },
  'None: every required document was uploaded.': {
    es: 'Ninguno: se subieron todos los documentos requeridos.',
    fr: 'Aucun : tous les documents requis ont été téléversés.',
    de: 'Keine: Alle erforderlichen Dokumente wurden hochgeladen.',
  },
  'Wrong Document': { es: 'Documento incorrecto', fr: 'Mauvais document', de: 'Falsches Dokument' },
  'Read from {method}, {characters} characters.': {
    es: 'Leído a partir de {method}, {characters} caracteres.',
    fr: 'Lu à partir de {method}, {characters} caractères.',
    de: 'Gelesen aus {method}, {characters} Zeichen.',
  },
  'PDF text': { es: 'el texto del PDF', fr: 'le texte du PDF', de: 'dem PDF-Text' },
  'text recognition (OCR)': {
    es: 'el reconocimiento de texto (OCR)',
    fr: 'la reconnaissance de texte (OCR)',
    de: 'der Texterkennung (OCR)',
  },
  'Word document text': { es: 'el texto del documento de Word', fr: 'le texte du document Word', de: 'dem Text des Word-Dokuments' },
  'AI reading': { es: 'la lectura con IA', fr: 'la lecture par IA', de: 'der KI-Auswertung' },
  'Document number': { es: 'Número de documento', fr: 'Numéro du document', de: 'Dokumentnummer' },
  Expires: { es: 'Vence', fr: 'Expire le', de: 'Gültig bis' },
  Error: { es: 'Error', fr: 'Erreur', de: 'Fehler' },
  Warning: { es: 'Advertencia', fr: 'Avertissement', de: 'Warnung' },
  Note: { es: 'Nota', fr: 'Remarque', de: 'Hinweis' },
  '(AI)': { es: '(IA)', fr: '(IA)', de: '(KI)' },
  'Report {id}': { es: 'Informe {id}', fr: 'Rapport {id}', de: 'Bericht {id}' },
  "This report is informational only and is not legal advice. It was produced automatically from the files you uploaded and may miss problems or flag ones that do not apply to you. Check each form's instructions on uscis.gov, or ask an attorney or accredited representative, before you file.":
    {
      es: 'Este informe es solo informativo y no constituye asesoría legal. Se generó automáticamente a partir de los archivos que usted subió y puede pasar por alto problemas o señalar algunos que no le corresponden. Antes de presentar su solicitud, consulte las instrucciones de cada formulario en uscis.gov o pregunte a un abogado o representante acreditado.',
      fr: 'Ce rapport est fourni à titre informatif et ne constitue pas un avis juridique. Il a été produit automatiquement à partir des fichiers que vous avez téléversés et peut manquer des problèmes ou en signaler qui ne vous concernent pas. Avant tout dépôt, consultez les instructions de chaque formulaire sur uscis.gov, ou demandez conseil à un avocat ou à un représentant accrédité.',
      de: 'Dieser Bericht dient nur der Information und ist keine Rechtsberatung. Er wurde automatisch aus den von Ihnen hochgeladenen Dateien erstellt und kann Probleme übersehen oder solche melden, die für Sie nicht zutreffen. Prüfen Sie vor der Einreichung die Anleitung jedes Formulars auf uscis.gov oder fragen Sie einen Anwalt oder akkreditierten Vertreter.',
    },

  // Chat summary
  '{count} message': { es: '{count} mensaje', fr: '{count} message', de: '{count} Nachricht' },
  '{count} messages': { es: '{count} mensajes', fr: '{count} messages', de: '{count} Nachrichten' },
  'Attached: {files}': { es: 'Adjuntos: {files}', fr: 'Pièces jointes : {files}', de: 'Angehängt: {files}' },
  '(empty)': { es: '(vacío)', fr: '(vide)', de: '(leer)' },
  'No messages yet.': { es: 'Todavía no hay mensajes.', fr: 'Aucun message pour le moment.', de: 'Noch keine Nachrichten.' },
  'Immigration AI · Chat summary': {
    es: 'Immigration AI · Resumen del chat',
    fr: 'Immigration AI · Résumé de la conversation',
    de: 'Immigration AI · Chat-Zusammenfassung',
  },
  'Chat summary: {title}': {
    es: 'Resumen del chat: {title}',
    fr: 'Résumé de la conversation : {title}',
    de: 'Chat-Zusammenfassung: {title}',
  },
  'Started {started} · Generated {generated} · {count}': {
    es: 'Iniciado el {started} · Generado el {generated} · {count}',
    fr: 'Commencée le {started} · Générée le {generated} · {count}',
    de: 'Begonnen am {started} · Erstellt am {generated} · {count}',
  },
  You: { es: 'Usted', fr: 'Vous', de: 'Sie' },
  'You (tool result)': { es: 'Usted (resultado de la herramienta)', fr: 'Vous (résultat de l’outil)', de: 'Sie (Werkzeugergebnis)' },
  Assistant: { es: 'Asistente', fr: 'Assistant', de: 'Assistent' },
  'Assistant ({provider})': { es: 'Asistente ({provider})', fr: 'Assistant ({provider})', de: 'Assistent ({provider})' },
  '(The assistant could not answer this message.)': {
    es: '(El asistente no pudo responder a este mensaje).',
    fr: '(L’assistant n’a pas pu répondre à ce message.)',
    de: '(Der Assistent konnte diese Nachricht nicht beantworten.)',
  },
  Disclaimer: { es: 'Aviso legal', fr: 'Avertissement', de: 'Haftungsausschluss' },

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
