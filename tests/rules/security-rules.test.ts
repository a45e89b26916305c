// Direct client access to Firestore and Storage is denied: everything goes through the API.
// These tests need the official emulators' rules engine, which only full mode has. In offline mode
// the stand-ins do not evaluate rules, so the suite is skipped and says why.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { ref, uploadString, getBytes } from 'firebase/storage';
import { PROJECT_ID, STACK_MODE } from '../support/stack';

const OFFLINE_REASON =
  'security rules need the official Firestore and Storage emulators (full mode: Java 21+ and their jars); this stack runs in offline mode';

describe.skipIf(STACK_MODE !== 'full')(`security rules (skipped in offline mode: ${OFFLINE_REASON})`, () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: '127.0.0.1', port: 8080 },
      storage: { rules: readFileSync('storage.rules', 'utf8'), host: '127.0.0.1', port: 9199 },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  it('lets a user read only their own profile, and write none', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(getDoc(doc(alice, 'users/alice')));
    await assertFails(getDoc(doc(alice, 'users/bob')));
    await assertFails(setDoc(doc(alice, 'users/alice'), { displayName: 'x' }));
  });

  it('denies direct access to owned collections, signed in or not', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    const anon = env.unauthenticatedContext().firestore();
    for (const path of ['cases/c1', 'chats/c1', 'eligibility/e1', 'payments/p1', 'tickets/t1']) {
      await assertFails(getDoc(doc(alice, path)));
      await assertFails(setDoc(doc(alice, path), { ownerUid: 'alice' }));
      await assertFails(getDoc(doc(anon, path)));
    }
  });

  it('denies direct Storage reads and writes', async () => {
    const alice = env.authenticatedContext('alice').storage();
    await assertFails(uploadString(ref(alice, 'users/alice/documents/x.txt'), 'hello'));
    await assertFails(getBytes(ref(alice, 'users/alice/documents/x.txt')));
  });
});

if (STACK_MODE !== 'full') console.log(`security rules suite skipped: ${OFFLINE_REASON}`);
