// The documents endpoints' answers (http/routes/documents.ts), as data/documents-repo.ts reads them. A schema, since
// a case's upload answers one (shared/contracts/cases.ts); the web imports the type only.
import { z } from 'zod';

/** One of the user's uploaded files. */
export const userDocumentSchema = z.strictObject({
  /** The stored file name, also its id in the document URLs. */
  name: z.string(),
  path: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  /** ISO timestamp. */
  uploadedAt: z.string(),
  caseId: z.string().nullable(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;
