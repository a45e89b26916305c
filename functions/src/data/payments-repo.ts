import { z } from 'zod';
import { PAYMENT_STATUSES, type PaymentRecord } from '../shared/billing/billing-views';
import { decodeDocs } from './decode';
import { db } from './firebase';
import { optionalText, ownerUid, storedTimestamp } from './stored-fields';

const payments = () => db().collection('payments');

/** A stored payment. A status that cannot be read is shown as Failed: a payment is never shown as paid by mistake. */
export const paymentDocSchema = z.object({
  ownerUid,
  date: storedTimestamp,
  method: z.string(),
  reference: z.string(),
  amountCents: z.number().transform((cents) => Math.round(cents)),
  currency: z.string().default('USD'),
  status: z.enum(PAYMENT_STATUSES).catch('Failed'),
  invoiceId: optionalText,
});

const toPayment = ({ ownerUid: _owner, ...payment }: z.output<typeof paymentDocSchema>, id: string): PaymentRecord => ({ id, ...payment });

/** The user's payments, newest first (index: ownerUid asc, date desc). */
export async function listPayments(uid: string): Promise<PaymentRecord[]> {
  const snapshot = await payments().where('ownerUid', '==', uid).orderBy('date', 'desc').limit(200).get();
  return decodeDocs(paymentDocSchema, snapshot.docs, 'payments', toPayment);
}
