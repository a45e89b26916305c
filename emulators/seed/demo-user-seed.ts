import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DEMO_USER } from '../lib/paths';
import { seedDemoCases } from './demo-cases';
import { seedDemoFiles } from './demo-files';
import { seedDemoRecords } from './demo-records';

// Bumped when the demo records change, so an existing local stack (whose profile already carries
// seededAt) still receives them once.
const DEMO_RECORDS_VERSION = 2;

/** The demo user's own records. Written once, so the demo user's changes survive restarts. */
export async function seedDemoUserData(db: Firestore, uid: string): Promise<void> {
  const userRef = db.collection('users').doc(uid);
  const existing = await userRef.get();
  if (!existing.get('seededAt')) {
    await userRef.set(
      {
        uid,
        email: DEMO_USER.email,
        displayName: DEMO_USER.displayName,
        photoURL: null,
        createdAt: FieldValue.serverTimestamp(),
        seededAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
  const version = existing.get('demoRecordsVersion');
  if (typeof version === 'number' && version >= DEMO_RECORDS_VERSION) return;
  await seedDemoRecords(db, uid);
  await seedDemoFiles(uid);
  await seedDemoCases(db, uid);
  // Marked last: a seed interrupted half-way runs again, and its fixed ids overwrite rather than duplicate.
  await userRef.set({ demoRecordsVersion: DEMO_RECORDS_VERSION }, { merge: true });
}
