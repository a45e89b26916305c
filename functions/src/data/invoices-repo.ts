import type { InvoiceRecord, Party } from '../shared/billing/billing-views';
import { db } from './firebase';
import { num, str, toIso } from './timestamps';

type Data = FirebaseFirestore.DocumentData;
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null;

function party(value: unknown): Party {
  const d = isData(value) ? value : {};
  return { name: str(d['name']), address: str(d['address']), email: str(d['email']) };
}

/** The invoice if it exists and belongs to the user; anyone else's reads as missing. */
export async function getInvoice(uid: string, id: string): Promise<InvoiceRecord | null> {
  const snapshot = await db().collection('invoices').doc(id).get();
  const d = snapshot.data();
  if (!d || d['ownerUid'] !== uid) return null;
  const lines = Array.isArray(d['lineItems']) ? d['lineItems'].filter(isData) : [];
  return {
    id: snapshot.id,
    number: str(d['number'], snapshot.id),
    date: toIso(d['date']),
    dueDate: toIso(d['dueDate']),
    currency: str(d['currency'], 'USD'),
    company: party(d['company']),
    billTo: party(d['billTo']),
    lineItems: lines.map((line) => ({
      description: str(line['description']),
      quantity: num(line['quantity'], 1),
      priceCents: Math.round(num(line['priceCents'])),
    })),
  };
}
