import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { NewPaymentMethod, PaymentMethod } from '../shared/billing/billing-views';
import { decodeDocs, decodeWritten } from './decode';
import { db } from './firebase';
import { ownerUid, storedTimestamp, textOr } from './stored-fields';

const methods = () => db().collection('paymentMethods');
// Oldest first (index: ownerUid asc, createdAt asc), so cards keep their place when the default moves.
const ownedQuery = (uid: string) => methods().where('ownerUid', '==', uid).orderBy('createdAt', 'asc');

/** A stored card (never its number or CVC). The brand may be left out of one added by hand. */
export const paymentMethodDocSchema = z.object({
  ownerUid,
  brand: textOr('Card'),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holder: z.string(),
  isDefault: z.boolean().default(false),
  createdAt: storedTimestamp,
});

const toMethod = ({ ownerUid: _owner, ...card }: z.output<typeof paymentMethodDocSchema>, id: string): PaymentMethod => ({ id, ...card });

export async function listPaymentMethods(uid: string): Promise<PaymentMethod[]> {
  const snapshot = await ownedQuery(uid).get();
  return decodeDocs(paymentMethodDocSchema, snapshot.docs, 'paymentMethods', toMethod);
}

/** Adds a card; the user's first card becomes the default. */
export async function addPaymentMethod(uid: string, card: NewPaymentMethod): Promise<PaymentMethod> {
  const ref = methods().doc();
  await db().runTransaction(async (tx) => {
    const existing = await tx.get(ownedQuery(uid));
    const hasDefault = existing.docs.some((doc) => doc.get('isDefault') === true);
    tx.set(ref, { ownerUid: uid, ...card, isDefault: !hasDefault, createdAt: FieldValue.serverTimestamp() });
  });
  return toMethod(decodeWritten(paymentMethodDocSchema, await ref.get(), 'paymentMethods'), ref.id);
}

async function ownedSnapshot(tx: Transaction, uid: string, id: string) {
  const snapshot = await tx.get(methods().doc(id));
  return snapshot.exists && snapshot.get('ownerUid') === uid ? snapshot : null;
}

/** Makes one card the default and clears the flag on the others. False when the card is not the user's. */
export async function setDefaultPaymentMethod(uid: string, id: string): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const target = await ownedSnapshot(tx, uid, id);
    if (!target) return false;
    const all = await tx.get(ownedQuery(uid));
    for (const doc of all.docs) {
      const shouldBeDefault = doc.id === id;
      if (doc.get('isDefault') !== shouldBeDefault) tx.update(doc.ref, { isDefault: shouldBeDefault });
    }
    return true;
  });
}

/** Removes a card; when it was the default, the oldest remaining card takes over. False when not the user's. */
export async function deletePaymentMethod(uid: string, id: string): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const target = await ownedSnapshot(tx, uid, id);
    if (!target) return false;
    const all = await tx.get(ownedQuery(uid));
    const rest = all.docs.filter((doc) => doc.id !== id);
    tx.delete(target.ref);
    if (target.get('isDefault') === true || !rest.some((doc) => doc.get('isDefault') === true)) {
      const [successor] = rest;
      if (successor) tx.update(successor.ref, { isDefault: true });
    }
    return true;
  });
}
