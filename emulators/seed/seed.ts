// Seeds the demo logins (applicant and expert) and the reference content. Idempotent: safe on every start.
import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DEMO_USER, PROJECT_ID } from '../lib/paths';
import { seedContent } from './content-seed';
import { seedDemoExpert } from './demo-expert-seed';
import { seedDemoUserData } from './demo-user-seed';
import { seedVisaBulletin } from './visa-bulletin-seed';

function app() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` });
}

async function ensureDemoUser(): Promise<string> {
  const auth = getAuth(app());
  try {
    return (await auth.getUserByEmail(DEMO_USER.email)).uid;
  } catch {
    const user = await auth.createUser({
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      displayName: DEMO_USER.displayName,
      emailVerified: true,
    });
    return user.uid;
  }
}

export async function seed(): Promise<void> {
  const uid = await ensureDemoUser();
  // The API's own Firestore handle (data/firebase.ts): the demo expert's seed writes through the API's repos, and a
  // Firestore instance takes its settings only once, before its first use.
  const { db: apiDb } = await import('../../functions/src/data/firebase');
  const db = apiDb();
  await seedContent();
  await seedDemoUserData(db, uid);
  await seedDemoExpert(db, uid);
  await seedVisaBulletin();
  console.log('• seed data ready');
}
