import { PAYMENT_STATUSES, type PaymentRecord, type PaymentStatus } from '../shared/billing/billing-views';
import { db } from './firebase';
import { num, str, toIso } from './timestamps';

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
