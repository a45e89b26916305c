// The user's uploaded documents: users/{uid}/documents/{name} in Cloud Storage.
import type { Readable } from 'node:stream';
import type { UserDocument } from '../shared/settings/document-views';
import { deleteFile, fileExists, listFolder, readFileStream, saveFile, statFile, type StoredFile } from './user-files-store';

const folder = (uid: string) => `users/${uid}/documents`;
const MAX_NAME_ATTEMPTS = 50;

const toDocument = (file: StoredFile): UserDocument => ({
  name: file.name,
  path: file.path,
  size: file.size,
  contentType: file.contentType,
  uploadedAt: file.uploadedAt,
  caseId: file.metadata['caseId'] || null,
});

/** Newest first; with a caseId, only the documents attached to that case. */
export async function listDocuments(uid: string, caseId?: string): Promise<UserDocument[]> {
  const files = await listFolder(folder(uid));
  return files
    .map(toDocument)
    .filter((doc) => caseId === undefined || doc.caseId === caseId)
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || a.name.localeCompare(b.name));
}

export interface NewDocument {
  /** A safe name (upload-policy); numbered when taken, so an upload never replaces another file. */
  name: string;
  bytes: Buffer;
  contentType: string;
  originalName: string;
  caseId?: string;
  numberName: (name: string, n: number) => string;
}

export async function saveDocument(uid: string, doc: NewDocument): Promise<UserDocument> {
  let name = doc.name;
  for (let n = 2; await fileExists(`${folder(uid)}/${name}`); n++) {
    if (n > MAX_NAME_ATTEMPTS) throw new Error('Too many files with the same name');
    name = doc.numberName(doc.name, n);
  }
  const metadata: Record<string, string> = { ownerUid: uid, originalName: doc.originalName.slice(0, 255) };
  if (doc.caseId) metadata['caseId'] = doc.caseId;
  return toDocument(await saveFile(`${folder(uid)}/${name}`, doc.bytes, doc.contentType, metadata));
}

export async function openDocument(uid: string, name: string): Promise<{ document: UserDocument; stream: () => Readable } | null> {
  const path = `${folder(uid)}/${name}`;
  const file = await statFile(path);
  return file ? { document: toDocument(file), stream: () => readFileStream(path) } : null;
}

export const deleteDocument = (uid: string, name: string): Promise<boolean> => deleteFile(`${folder(uid)}/${name}`);
