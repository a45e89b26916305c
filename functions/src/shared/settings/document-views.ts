// The documents endpoints' answers (http/routes/documents.ts), as data/documents-repo.ts reads them.
// Types only, with no Node or Firebase imports, so the web imports them as they are.

/** One of the user's uploaded files. */
export interface UserDocument {
  /** The stored file name, also its id in the document URLs. */
  name: string;
  path: string;
  /** Bytes. */
  size: number;
  contentType: string;
  /** ISO timestamp. */
  uploadedAt: string;
  caseId: string | null;
}
