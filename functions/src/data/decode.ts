// Stored documents are read through zod schemas of their stored shape, declared next to the repo that reads them.
// Administrators may edit any document in the Firebase console, so a document can fail its schema: it is then
// logged (collection, id and the paths of the failing fields, never their values) and read as missing, so one bad
// document never takes a list, or the request, down with it.
//
// The schemas require what the app always writes (and any owner uid), default what may be left out, and refuse a
// field of the wrong type rather than read it as empty.
import type { z } from 'zod';
import { log } from '../log';

/** What decoding needs of a snapshot; DocumentSnapshot and QueryDocumentSnapshot fit it. */
export interface StoredSnapshot {
  readonly id: string;
  /** undefined when the document does not exist. */
  data(): unknown;
}

const MAX_LOGGED_PATHS = 20;

/** The fields that failed, e.g. "caseName, timeline.0.event": names and indexes only, never values. */
function failedPaths(error: z.ZodError): string {
  const paths = [...new Set(error.issues.map((issue) => issue.path.map(String).join('.') || '(document)'))];
  const shown = paths.slice(0, MAX_LOGGED_PATHS).join(', ');
  return paths.length > MAX_LOGGED_PATHS ? `${shown}, ...` : shown;
}

function parse<S extends z.ZodType>(schema: S, snapshot: StoredSnapshot): { value: z.output<S> } | { error: z.ZodError } | null {
  const data = snapshot.data();
  if (data === undefined) return null;
  const result = schema.safeParse(data);
  return result.success ? { value: result.data } : { error: result.error };
}

/** The document decoded by its schema; null when it does not exist or is malformed (which is logged). */
export function decodeDoc<S extends z.ZodType>(schema: S, snapshot: StoredSnapshot, collection: string): z.output<S> | null {
  const outcome = parse(schema, snapshot);
  if (!outcome) return null;
  if ('value' in outcome) return outcome.value;
  log.warn('Skipped a malformed stored document', { collection, documentId: snapshot.id, issuePaths: failedPaths(outcome.error) });
  return null;
}

/** The documents of a query that decode, each built into its record; malformed ones are logged and left out. */
export function decodeDocs<S extends z.ZodType, R>(
  schema: S,
  snapshots: readonly StoredSnapshot[],
  collection: string,
  build: (value: z.output<S>, id: string) => R,
): R[] {
  return snapshots.flatMap((snapshot) => {
    const value = decodeDoc(schema, snapshot, collection);
    return value === null ? [] : [build(value, snapshot.id)];
  });
}

/**
 * A document this request has just written and read back. Failing its schema means the writer and the schema
 * disagree (or a concurrent hand edit), which is an error, not a document to skip.
 */
export function decodeWritten<S extends z.ZodType>(schema: S, snapshot: StoredSnapshot, collection: string): z.output<S> {
  const outcome = parse(schema, snapshot);
  if (!outcome) throw new Error(`${collection}/${snapshot.id} is missing just after it was written`);
  if ('error' in outcome) throw new Error(`${collection}/${snapshot.id} does not match its schema: ${failedPaths(outcome.error)}`);
  return outcome.value;
}
