import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { config } from '../config';

// One admin app per process. The emulator host variables (FIRESTORE_EMULATOR_HOST, ...) are read by
// firebase-admin itself; in production it uses the runtime's service account.
function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: config.projectId, storageBucket: config.storageBucket });
}

let firestore: Firestore | undefined;
export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(adminApp());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

export const adminAuth = () => getAuth(adminApp());
export const bucket = () => getStorage(adminApp()).bucket();

const GRPC_NOT_FOUND = 5;
/** A Firestore write that needed a document (an update) which does not exist. */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === GRPC_NOT_FOUND;
}
