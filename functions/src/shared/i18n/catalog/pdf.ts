// Every PDF is keyed now (the invoice: locales/<locale>/billing.json; the document review report, the chat summary
// and the discussion transcript: their own namespaces), so nothing here is looked up by its English any more. The
// file goes with the rest of catalog/ (docs/i18n.md, "How to convert an area").
import type { Catalog } from './types';

export const PDF: Catalog = {};
