// Settings > Uploaded Documents: the user's files in Cloud Storage, optionally attached to a case.
import type { Readable } from 'node:stream';
import { getOwnedCase, removeAttachment } from '../data/cases-repo';
import * as documentsRepo from '../data/documents-repo';
import { notFound } from '../domain/errors';
import { toStoredUpload, type AcceptedUpload } from '../domain/uploads/stored-upload';
import type { CaseSummary } from '../shared/cases/case-views';
import type { UserDocument } from '../shared/settings/document-views';
import { isSafeFileName, numberedName } from '../shared/settings/upload-policy';
import { CASE_NOT_FOUND, noteAttachment } from './cases';
import { msg } from '../shared/i18n/message';
import { timelineEntry } from '../domain/cases/timeline-text';

export const DOCUMENT_NOT_FOUND = msg('errors:documentNotFound');
export const ATTACHMENT_NOT_FOUND = msg('errors:attachmentNotFound');
export { CASE_NOT_FOUND } from './cases';

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
  if (caseId !== undefined) return (await attachToCase(uid, caseId, file)).document;
  return documentsRepo.saveDocument(uid, { ...toStoredUpload(file), numberName: numberedName });
}

/** Stores an upload as one of the caller's case's attachments; answers the document and the case as it now is. */
export async function attachToCase(
  uid: string,
  caseId: string,
  file: AcceptedUpload,
): Promise<{ document: UserDocument; case: CaseSummary }> {
  if (!(await getOwnedCase(uid, caseId))) throw notFound(CASE_NOT_FOUND);
  const document = await documentsRepo.saveDocument(uid, { ...toStoredUpload(file), caseId, numberName: numberedName });
  // The file is stored either way; the case lists it among its attachments.
  return { document, case: await noteAttachment(uid, caseId, document.name) };
}

/** The document and a way to read its bytes. */
export async function openDocument(uid: string, name: string): Promise<{ document: UserDocument; stream: () => Readable }> {
  const found = await documentsRepo.openDocument(uid, storedName(name));
  if (!found) throw notFound(DOCUMENT_NOT_FOUND);
  return found;
}

export async function deleteDocument(uid: string, name: string): Promise<void> {
  const found = await documentsRepo.openDocument(uid, storedName(name));
  if (!found || !(await documentsRepo.deleteDocument(uid, name))) throw notFound(DOCUMENT_NOT_FOUND);
  const { caseId } = found.document;
  if (caseId)
    await removeAttachment(
      uid,
      caseId,
      name,
      timelineEntry(new Date().toISOString(), 'applicant', msg('timeline:documentRemoved', { name })),
    );
}

/** A case's attachment: a document of the caller's that the case lists or that was uploaded to it. */
export async function openCaseAttachment(
  uid: string,
  caseId: string,
  name: string,
): Promise<{ document: UserDocument; stream: () => Readable }> {
  const record = await getOwnedCase(uid, caseId);
  if (!record) throw notFound(CASE_NOT_FOUND);
  const found = isSafeFileName(name) ? await documentsRepo.openDocument(uid, name) : null;
  if (!found || (found.document.caseId !== caseId && !record.attachments.includes(name))) throw notFound(ATTACHMENT_NOT_FOUND);
  return found;
}
