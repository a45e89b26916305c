import { db } from './firebase';
import { num, str, toIso } from './timestamps';

export const PAYMENT_STATUSES = ['Paid', 'Pending', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentRecord {
  id: string;
  date: string;
  method: string; // as shown in the table, e.g. "Visa •••• 4242"
  reference: string;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  invoiceId: string | null;
}

const payments = () => db().collection('payments');

const toStatus = (value: unknown): PaymentStatus =>
  (PAYMENT_STATUSES as readonly unknown[]).includes(value) ? (value as PaymentStatus) : 'Failed';

/** The user's payments, newest first (index: ownerUid asc, date desc). */
export async function listPayments(uid: string): Promise<PaymentRecord[]> {
  const snapshot = await payments().where('ownerUid', '==', uid).orderBy('date', 'desc').limit(200).get();
  return snapshot.docs.map((doc) => {
    const d = doc.data();
    return {
      id: doc.id,
      date: toIso(d['date']),
      method: str(d['method']),
      reference: str(d['reference']),
      amountCents: Math.round(num(d['amountCents'])),
      currency: str(d['currency'], 'USD'),
      status: toStatus(d['status']),
      invoiceId: str(d['invoiceId']) || null,
    };
  });
}
