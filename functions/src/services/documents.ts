// Settings > Uploaded Documents: the user's files in Cloud Storage, optionally attached to a case.
import type { Readable } from 'node:stream';
import { getOwnedCase } from '../data/cases-repo';
import * as documentsRepo from '../data/documents-repo';
import { notFound } from '../domain/errors';
import { toStoredUpload, type AcceptedUpload } from '../domain/uploads/stored-upload';
import type { UserDocument } from '../shared/settings/document-views';
import { isSafeFileName, numberedName } from '../shared/settings/upload-policy';

export const DOCUMENT_NOT_FOUND = 'Document not found.';
export const CASE_NOT_FOUND = 'Case not found';

/** The stored name asked for, if it can be one of ours: unsafe names (../, slashes) cannot exist, so not found. */
function storedName(name: string): string {
  if (!isSafeFileName(name)) throw notFound(DOCUMENT_NOT_FOUND);
  return name;
}

/** Newest first; with a case id, only that case's documents. */
export const listDocuments = (uid: string, caseId?: string): Promise<UserDocument[]> => documentsRepo.listDocuments(uid, caseId);

/**
 * Stores an upload; a name already taken gets a number, so an upload never replaces another file. A case to attach it
 * to must be the caller's: a missing case and someone else's answer the same 404.
 */
export async function uploadDocument(uid: string, file: AcceptedUpload, caseId?: string): Promise<UserDocument> {
  if (caseId !== undefined && !(await getOwnedCase(uid, caseId))) throw notFound(CASE_NOT_FOUND);
  return documentsRepo.saveDocument(uid, { ...toStoredUpload(file), caseId, numberName: numberedName });
}

/** The document and a way to read its bytes. */
export async function openDocument(uid: string, name: string): Promise<{ document: UserDocument; stream: () => Readable }> {
  const found = await documentsRepo.openDocument(uid, storedName(name));
  if (!found) throw notFound(DOCUMENT_NOT_FOUND);
  return found;
}

export async function deleteDocument(uid: string, name: string): Promise<void> {
  if (!(await documentsRepo.deleteDocument(uid, storedName(name)))) throw notFound(DOCUMENT_NOT_FOUND);
}
