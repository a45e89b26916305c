import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DEMO_USER } from '../lib/paths';

/** The demo user's own records. Written once, so the demo user's changes survive restarts. */
export async function seedDemoUserData(db: Firestore, uid: string): Promise<void> {
  const userRef = db.collection('users').doc(uid);
  const existing = await userRef.get();
  if (existing.get('seededAt')) return;
  await userRef.set(
    { uid, email: DEMO_USER.email, displayName: DEMO_USER.displayName, photoURL: null, createdAt: FieldValue.serverTimestamp(), seededAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}
