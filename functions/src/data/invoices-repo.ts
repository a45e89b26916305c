import { z } from 'zod';
import type { InvoiceRecord } from '../shared/billing/billing-views';
import { decodeDoc } from './decode';
import { db } from './firebase';
import { optionalText, ownerUid, storedTimestamp } from './stored-fields';

// An address block: any line of it may be left out.
const partySchema = z.object({ name: z.string().default(''), address: z.string().default(''), email: z.string().default('') });

/** A stored invoice. Without a number of its own, an invoice is known by its document id (see getInvoice). */
export const invoiceDocSchema = z.object({
  ownerUid,
  number: optionalText,
  date: storedTimestamp,
  dueDate: storedTimestamp,
  currency: z.string().default('USD'),
  company: partySchema,
  billTo: partySchema,
  lineItems: z
    .array(
      z.object({
        description: z.string(),
        quantity: z.number().default(1),
        priceCents: z.number().transform((cents) => Math.round(cents)),
      }),
    )
    .default([]),
});

/** The invoice if it exists and belongs to the user; anyone else's reads as missing. */
export async function getInvoice(uid: string, id: string): Promise<InvoiceRecord | null> {
  const snapshot = await db().collection('invoices').doc(id).get();
  if (snapshot.get('ownerUid') !== uid) return null;
  const stored = decodeDoc(invoiceDocSchema, snapshot, 'invoices');
  if (!stored) return null;
  const { ownerUid: _owner, number, ...invoice } = stored;
  return { id: snapshot.id, number: number ?? snapshot.id, ...invoice };
}
