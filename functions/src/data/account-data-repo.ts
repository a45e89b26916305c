// Everything stored for one user, for 'Download my data' and 'Delete my account'. This module is the list of where a
// user's data lives: a collection that gains user documents must be added to USER_COLLECTIONS, or export and deletion
// will miss it (tests/integration/account-data.test.ts looks for leftovers in every collection the stack holds).
import type { Readable } from 'node:stream';
import { DocumentReference, GeoPoint, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { exportedCaseAnswers } from './case-answers-repo';
import { discussionFilesFolder, forgetDiscussionAuthor } from './discussion-repo';
import { adminAuth, db } from './firebase';
import { deleteFile, listTree, readFileStream } from './user-files-store';

/** Collections whose documents carry `ownerUid`, with the subcollections each of those documents may have. */
export const USER_COLLECTIONS: Readonly<Record<string, readonly string[]>> = {
  /** A case's expert discussion: its messages and its files' documents. */
  cases: ['discussion', 'discussionFiles'],
  chats: ['messages'],
  eligibility: [],
  documentReviews: [],
  reportShares: [],
  /** Appointments and the calendar feed's token hashes. */
  appointments: [],
  calendarFeeds: [],
  /** Deadline reminders and the dates they are computed from. */
  reminders: [],
  deadlineFacts: [],
  notifications: [],
  paymentMethods: [],
  payments: [],
  invoices: [],
  tickets: ['messages'],
  auditEvents: [],
  knownDevices: [],
  /** Reminder emails and texts (Trigger Email's `mail`, Twilio's `messages`) and the pending phone check. */
  mail: [],
  messages: [],
  phoneVerifications: [],
  /** A case's compliance checklist ticks; id = the case's id. */
  complianceChecks: [],
  /** A case's form answers; id = the case's id. SSNs and A-Numbers are sealed (./case-answers-repo.ts). */
  caseAnswers: [],
};

/** How a collection's documents read in the owner's export, where the stored form is not readable as it is. */
const EXPORTED_AS: Readonly<Record<string, (data: DocumentData) => DocumentData>> = { caseAnswers: exportedCaseAnswers };

/** Storage folders that belong to one of the user's documents (a case's discussion files), deleted with it. */
const DOCUMENT_FOLDERS: Readonly<Record<string, (documentId: string) => string>> = { cases: discussionFilesFolder };

/** users/{uid}/... in Cloud Storage: documents, chat files and ticket attachments. */
export const userFilesPrefix = (uid: string): string => `users/${uid}/`;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A stored value as plain JSON: timestamps as ISO text, references as their path, bytes as base64. */
export function toJson(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return String(value);
}

export interface ExportedDocument {
  id: string;
  data: JsonValue;
  /** Subcollection name to its documents (a chat's messages, a ticket's messages). */
  children?: Record<string, ExportedDocument[]>;
}

export interface UserDataExport {
  profile: JsonValue;
  collections: Record<string, ExportedDocument[]>;
}

/** Fields that may name another person's account in the user's documents (the expert of a case and their messages). */
const OTHER_PARTY_UID_FIELDS = ['expertUid', 'authorUid', 'uploaderUid'];

/** A document's fields for the user's own copy: another person's account id is theirs, not the user's, so it is left out. */
function exportedFields(snapshot: DocumentSnapshot, uid: string): JsonValue {
  const stored = snapshot.data() ?? {};
  const data = { ...(EXPORTED_AS[snapshot.ref.parent.id]?.(stored) ?? stored) };
  for (const field of OTHER_PARTY_UID_FIELDS) if (typeof data[field] === 'string' && data[field] !== uid) delete data[field];
  return toJson(data);
}

async function exportDocument(snapshot: DocumentSnapshot, subcollections: readonly string[], uid: string): Promise<ExportedDocument> {
  const exported: ExportedDocument = { id: snapshot.id, data: exportedFields(snapshot, uid) };
  if (subcollections.length > 0) {
    exported.children = {};
    for (const name of subcollections) {
      const children = await snapshot.ref.collection(name).get();
      exported.children[name] = children.docs.map((child) => ({ id: child.id, data: exportedFields(child, uid) }));
    }
  }
  return exported;
}

const ownedBy = (firestore: Firestore, collection: string, uid: string) =>
  firestore.collection(collection).where('ownerUid', '==', uid).get();

/** Every document of the user, as stored (hand-edited fields included), for their own copy. */
export async function readUserData(uid: string): Promise<UserDataExport> {
  const firestore = db();
  const profile = await firestore.collection('users').doc(uid).get();
  const collections: Record<string, ExportedDocument[]> = {};
  for (const [name, subcollections] of Object.entries(USER_COLLECTIONS)) {
    const snapshot = await ownedBy(firestore, name, uid);
    collections[name] = await Promise.all(snapshot.docs.map((doc) => exportDocument(doc, subcollections, uid)));
  }
  return { profile: profile.exists ? toJson(profile.data()) : null, collections };
}

export interface UserFile {
  /** The path below the user's folder, e.g. `documents/passport.pdf`. */
  relativePath: string;
  size: number;
  open(): Readable;
}

/** Every file in the user's folder, including subfolders. */
export async function listUserFiles(uid: string): Promise<UserFile[]> {
  const prefix = userFilesPrefix(uid);
  const files = await listTree(prefix);
  return files.map((file) => ({ relativePath: file.path.slice(prefix.length), size: file.size, open: () => readFileStream(file.path) }));
}

// A batch holds at most 500 writes.
const BATCH_SIZE = 400;

async function deleteAll(firestore: Firestore, refs: readonly FirebaseFirestore.DocumentReference[]): Promise<void> {
  for (let i = 0; i < refs.length; i += BATCH_SIZE) {
    const batch = firestore.batch();
    for (const ref of refs.slice(i, i + BATCH_SIZE)) batch.delete(ref);
    await batch.commit();
  }
}

/** Deletes every document and file of the user (children before their parents). Answers how many were deleted. */
export async function deleteUserData(uid: string): Promise<{ documents: number; files: number }> {
  const firestore = db();
  let documents = 0;
  let folderFiles = 0;
  for (const [name, subcollections] of Object.entries(USER_COLLECTIONS)) {
    const snapshot = await ownedBy(firestore, name, uid);
    const folderOf = DOCUMENT_FOLDERS[name];
    for (const doc of snapshot.docs) {
      for (const sub of subcollections) {
        const children = await doc.ref.collection(sub).get();
        await deleteAll(
          firestore,
          children.docs.map((child) => child.ref),
        );
        documents += children.size;
      }
      if (folderOf) {
        const objects = await listTree(folderOf(doc.id));
        await Promise.all(objects.map((object) => deleteFile(object.path)));
        folderFiles += objects.length;
      }
    }
    await deleteAll(
      firestore,
      snapshot.docs.map((doc) => doc.ref),
    );
    documents += snapshot.size;
  }
  const profile = firestore.collection('users').doc(uid);
  if ((await profile.get()).exists) {
    await profile.delete();
    documents += 1;
  }
  // What the user wrote in someone else's case (an expert's messages and files) stays that case's, without their uid.
  documents += await forgetDiscussionAuthor(uid);
  const files = await listTree(userFilesPrefix(uid));
  await Promise.all(files.map((file) => deleteFile(file.path)));
  return { documents, files: files.length + folderFiles };
}

/** Removes the Firebase Auth account; an account already gone counts as removed. */
export async function deleteAuthUser(uid: string): Promise<void> {
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
