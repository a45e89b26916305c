// Offline stand-in for the Firestore emulator (whose official jar needs Java 21 and a download).
// @firestore-emulator/server speaks Firestore's gRPC API to firebase-admin; this module adds what it
// lacks for local development: loading and saving a snapshot so data survives a restart.
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { FirestoreServer, FirestoreState, FirestoreStateCollection, FirestoreStateDocument } from '@firestore-emulator/server';
import type { Value as V1Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import { StructuredQueryDirection } from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { Write as V1Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';

// The package returns after the first array or server-timestamp transform of a write, so a write
// with `createdAt` and `updatedAt` both set to serverTimestamp() would lose the second. Applying
// the transforms one at a time gives Firestore's behaviour.
const applyTransforms = FirestoreStateDocument.prototype.v1Transform;
FirestoreStateDocument.prototype.v1Transform = function v1TransformEach(this: FirestoreStateDocument, date, transforms) {
  for (const transform of transforms) applyTransforms.call(this, date, [transform]);
};

// The package applies a commit's writes one by one and stops at the first that fails (an update of a missing
// document, say), keeping the earlier ones. Firestore commits all or nothing. Every write of one commit gets the same
// Date, so the writes are journalled per Date and a failure restores what they changed. A document's metadata and
// fields are immutable values (immer), so keeping the references is a full copy.
interface DocumentState {
  metadata: unknown;
  fields: unknown;
}
const writeOne = FirestoreState.prototype.writeV1Document;
const journals = new WeakMap<Date, Array<{ document: DocumentState; saved: DocumentState }>>();
FirestoreState.prototype.writeV1Document = function writeAllOrNothing(this: FirestoreState, date, write) {
  const path = write.has_delete ? write.delete : write.update.name;
  const document = this.getDocument(path) as unknown as DocumentState;
  const journal = journals.get(date) ?? [];
  journals.set(date, journal);
  journal.push({ document, saved: { metadata: document.metadata, fields: document.fields } });
  writesSeen += 1;
  try {
    return writeOne.call(this, date, write);
  } catch (error) {
    for (const { document: changed, saved } of journal.reverse()) Object.assign(changed, saved);
    journals.delete(date);
    throw error;
  }
};

// The package adds a document to a collection with immer's produce, which copies (and freezes) the collection's whole
// map of documents each time: creating n documents costs O(n²), minutes for the 60,000 of the reminder job's bench.
// The map is copied once into a mutable one of our own and documents are added to it in place. Nothing else keeps the
// old map: documents are reached through the collection, and the journals above keep documents' own fields.
interface CollectionInternals {
  emitter: ConstructorParameters<typeof FirestoreStateDocument>[0];
  documents: Record<string, FirestoreStateDocument>;
}
const ownMaps = new WeakSet<object>();
FirestoreStateCollection.prototype.getDocument = function getDocumentInPlace(this: FirestoreStateCollection, name: string) {
  const internals = this as unknown as CollectionInternals;
  const existing = internals.documents[name];
  if (existing) return existing;
  if (!ownMaps.has(internals.documents)) {
    internals.documents = { ...internals.documents };
    ownMaps.add(internals.documents);
  }
  const document = new FirestoreStateDocument(internals.emitter, this.database, this, name, {}, {});
  internals.documents[name] = document;
  return document;
};

// Each write (and each server-timestamp transform, which the package applies as one more set) goes through immer's
// produce for the document's metadata and fields: most of a write's cost. A write that replaces top-level fields
// only (no field path with a dot) builds the new objects directly instead, with the package's exact semantics (the
// fields named are replaced, others kept) and new objects each time, which the journals above rely on.
type DocumentFields = Parameters<typeof FirestoreStateDocument.prototype.set>[1];
interface DocumentInternals {
  emitter: { emit(event: string, payload: unknown): void };
  fields: DocumentFields;
}
const setDocument = FirestoreStateDocument.prototype.set;
const updateDocument = FirestoreStateDocument.prototype.update;
const topLevelOnly = (fields: DocumentFields, mask: readonly string[]) =>
  mask.length === 0 || (mask.every((path) => !/[.`]/.test(path)) && Object.keys(fields).every((key) => mask.includes(key)));

function replaceFields(document: FirestoreStateDocument, date: Date, fields: DocumentFields): void {
  const internals = document as unknown as DocumentInternals;
  const { metadata } = document;
  const isCreate = !metadata.hasExist;
  document.metadata = metadata.hasExist ? { ...metadata, updatedAt: date } : { hasExist: true, createdAt: date, updatedAt: date };
  internals.fields = { ...internals.fields, ...fields };
  internals.emitter.emit(isCreate ? 'create-document' : 'update-document', { document });
}

FirestoreStateDocument.prototype.set = function setDirect(this: FirestoreStateDocument, date, fields, updateMask = []) {
  if (!topLevelOnly(fields, updateMask)) return setDocument.call(this, date, fields, updateMask);
  replaceFields(this, date, fields);
};
FirestoreStateDocument.prototype.update = function updateDirect(this: FirestoreStateDocument, date, fields, updateMask = []) {
  if (!this.metadata.hasExist || !topLevelOnly(fields, updateMask)) return updateDocument.call(this, date, fields, updateMask);
  replaceFields(this, date, fields);
};

// A query's documents are sent as plain objects: the package builds a protobuf Document, then converts each field
// back through its own state types to get them, for every document of every answer (most of the time a query of the
// reminder job's bench takes). The same object is built directly here for existing documents.
const toDocumentObject = FirestoreStateDocument.prototype.toV1DocumentObject;
const timestampObject = (date: Date) => ({ seconds: Math.floor(date.getTime() / 1000), nanos: date.getMilliseconds() * 1e6 });
export const originalToV1DocumentObject = toDocumentObject;
FirestoreStateDocument.prototype.toV1DocumentObject = function toV1DocumentObjectDirect(this: FirestoreStateDocument) {
  const { hasExist, createdAt, updatedAt } = this.metadata;
  if (!hasExist || !createdAt || !updatedAt) return toDocumentObject.call(this);
  const fields = (this as unknown as { fields: Record<string, { toV1ValueObject(): unknown }> }).fields;
  return {
    create_time: timestampObject(createdAt),
    fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.toV1ValueObject()])),
    name: this.getPath(),
    update_time: timestampObject(updatedAt),
  } as ReturnType<typeof toDocumentObject>;
};

// The package ignores a query's cursors (startAt, startAfter, endAt, endBefore) and its offset, so paging through a
// collection (the daily reminder job, services/reminder-job.ts) would read the first page forever. The package's
// query still filters; ordering, cursors, offset and limit run here, as Firestore does them: the order is the query's
// orderBy then the document name (firebase-admin sends __name__ explicitly whenever a cursor names a document),
// documents without an orderBy field are left out, and values compare in Firestore's order across types.
type QueryFn = typeof FirestoreState.prototype.v1Query;
type StructuredQueryArg = Parameters<QueryFn>[1];
type StateDocument = ReturnType<QueryFn>[number];
const runQuery = FirestoreState.prototype.v1Query;
const NAME_FIELD = '__name__';

/** A value reduced to what ordering needs: its type's rank in Firestore's order, and something to compare within it. */
export interface Sortable {
  rank: number;
  value: boolean | number | string | Sortable[] | Array<[string, Sortable]> | [number, number];
}

/** The package's plain value objects (a field's toV1ValueObject()), keyed by their one value field. */
type PlainValue = Record<string, unknown>;

function fromPlain(plain: PlainValue): Sortable {
  if ('null_value' in plain) return { rank: 0, value: 0 };
  if ('boolean_value' in plain) return { rank: 1, value: Number(plain['boolean_value']) };
  if ('integer_value' in plain) return { rank: 2, value: Number(plain['integer_value']) };
  if ('double_value' in plain) return { rank: 2, value: Number(plain['double_value']) };
  if ('timestamp_value' in plain) {
    const { seconds, nanos } = plain['timestamp_value'] as { seconds?: number | string; nanos?: number };
    return { rank: 3, value: [Number(seconds ?? 0), Number(nanos ?? 0)] };
  }
  if ('string_value' in plain) return { rank: 4, value: String(plain['string_value']) };
  if ('bytes_value' in plain) return { rank: 5, value: Buffer.from(plain['bytes_value'] as Uint8Array).toString('hex') };
  if ('reference_value' in plain) return { rank: 6, value: String(plain['reference_value']) };
  if ('geo_point_value' in plain) {
    const { latitude, longitude } = plain['geo_point_value'] as { latitude?: number; longitude?: number };
    return { rank: 7, value: [latitude ?? 0, longitude ?? 0] };
  }
  if ('array_value' in plain) return { rank: 8, value: ((plain['array_value'] as { values?: PlainValue[] }).values ?? []).map(fromPlain) };
  const fields = (plain['map_value'] as { fields?: Record<string, PlainValue> } | undefined)?.fields ?? {};
  return {
    rank: 9,
    value: Object.entries(fields)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, fromPlain(v)]),
  };
}

/** A cursor's value (a protobuf message, whose unset fields read as defaults: only its has_ flags tell which is set). */
function fromMessage(value: V1Value): Sortable {
  if (value.has_null_value) return { rank: 0, value: 0 };
  if (value.has_boolean_value) return { rank: 1, value: Number(value.boolean_value) };
  if (value.has_integer_value) return { rank: 2, value: Number(value.integer_value) };
  if (value.has_double_value) return { rank: 2, value: value.double_value };
  if (value.has_timestamp_value) return { rank: 3, value: [Number(value.timestamp_value.seconds), value.timestamp_value.nanos] };
  if (value.has_string_value) return { rank: 4, value: value.string_value };
  if (value.has_bytes_value) return { rank: 5, value: Buffer.from(value.bytes_value).toString('hex') };
  if (value.has_reference_value) return { rank: 6, value: value.reference_value };
  if (value.has_geo_point_value) return { rank: 7, value: [value.geo_point_value.latitude, value.geo_point_value.longitude] };
  if (value.has_array_value) return { rank: 8, value: value.array_value.values.map(fromMessage) };
  const entries = [...value.map_value.fields.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { rank: 9, value: entries.map(([k, v]) => [k, fromMessage(v)]) };
}

const sign = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

function compareLists<T>(left: readonly T[], right: readonly T[], compare: (a: T, b: T) => number): number {
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = compare(left[i] as T, right[i] as T);
    if (order !== 0) return order;
  }
  return sign(left.length, right.length);
}

/** Firestore's order of two values (https://firebase.google.com/docs/firestore/manage-data/data-types#value_type_ordering). */
export function compareValues(a: Sortable, b: Sortable): number {
  if (a.rank !== b.rank) return sign(a.rank, b.rank);
  const [x, y] = [a.value, b.value];
  if (typeof x === 'number' || typeof x === 'string') return sign(x, y as typeof x);
  if (a.rank === 6) {
    // References compare segment by segment (a/b before a-b/c).
    return compareLists(String(x).split('/'), String(y).split('/'), sign);
  }
  if (a.rank === 3 || a.rank === 7) {
    const [[x1, x2], [y1, y2]] = [x as [number, number], y as [number, number]];
    return sign(x1, y1) || sign(x2, y2);
  }
  if (a.rank === 8) return compareLists(x as Sortable[], y as Sortable[], compareValues);
  return compareLists(
    x as Array<[string, Sortable]>,
    y as Array<[string, Sortable]>,
    ([k1, v1], [k2, v2]) => sign(k1, k2) || compareValues(v1, v2),
  );
}

interface Row {
  document: StateDocument;
  values: Sortable[];
}
interface Order {
  path: string;
  descending: boolean;
}

/** A document's value of an orderBy field (its full name for __name__); undefined when it lacks the field. */
function orderValue(document: StateDocument, fieldPath: string): Sortable | undefined {
  if (fieldPath === NAME_FIELD) return { rank: 6, value: document.getPath() };
  const field = document.getField(fieldPath);
  return field ? fromPlain(field.toV1ValueObject() as PlainValue) : undefined;
}

/** Where a row sits relative to a cursor: negative before it, 0 on it, positive after it. */
function position(orders: readonly Order[], values: readonly Sortable[], cursor: readonly Sortable[]): number {
  for (let i = 0; i < cursor.length && i < values.length; i++) {
    const order = compareValues(values[i] as Sortable, cursor[i] as Sortable) * (orders[i]?.descending ? -1 : 1);
    if (order !== 0) return order;
  }
  return 0;
}

/** The first index of sorted `rows` for which `after` holds (it holds for a suffix of them). */
function firstWhere(rows: readonly Row[], after: (row: Row) => boolean): number {
  let [low, high] = [0, rows.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (after(rows[mid] as Row)) high = mid;
    else low = mid + 1;
  }
  return low;
}

// Paging reads the same sorted result once per page; it is kept until the next write (any write, to keep it simple).
let writesSeen = 0;
const sortedResults = new WeakMap<FirestoreState, { key: string; writes: number; rows: Row[] }>();

function sortedRows(state: FirestoreState, parent: string, query: StructuredQueryArg, orders: readonly Order[]): Row[] {
  const key = JSON.stringify([parent, query.from.map((from) => from.toObject()), query.has_where ? query.where.toObject() : null, orders]);
  const cached = sortedResults.get(state);
  if (cached && cached.key === key && cached.writes === writesSeen) return cached.rows;
  // The package's own pass filters; unordered and unlimited, since ordering, cursors and offset come first here.
  const filterOnly = { from: query.from, where: query.where, has_where: query.has_where, order_by: [], has_limit: false };
  const rows = runQuery
    .call(state, parent, filterOnly as unknown as StructuredQueryArg)
    .map((document) => ({ document, values: orders.map((order) => orderValue(document, order.path)) }))
    // Firestore leaves out documents that lack a field the query orders by.
    .filter((row): row is Row => row.values.every((value) => value !== undefined));
  rows.sort((a, b) => position(orders, a.values, b.values));
  sortedResults.set(state, { key, writes: writesSeen, rows });
  return rows;
}

FirestoreState.prototype.v1Query = function v1QueryWithCursors(this: FirestoreState, parent, query) {
  // A page (a limit over an order) is sorted here too, so that its last document is where the next page's cursor
  // starts, ties included.
  const paged = query.has_limit && query.order_by.length > 0;
  if (!query.has_start_at && !query.has_end_at && !query.offset && !paged) return runQuery.call(this, parent, query);
  const orders: Order[] = query.order_by.map((order) => ({
    path: order.field.field_path,
    descending: order.direction === StructuredQueryDirection.DESCENDING,
  }));
  if (!orders.some((order) => order.path === NAME_FIELD)) orders.push({ path: NAME_FIELD, descending: orders.at(-1)?.descending ?? false });
  const rows = sortedRows(this, parent, query, orders);
  let [from, to] = [0, rows.length];
  if (query.has_start_at) {
    const { before } = query.start_at;
    const cursor = query.start_at.values.map(fromMessage);
    from = firstWhere(rows, (row) => (before ? position(orders, row.values, cursor) >= 0 : position(orders, row.values, cursor) > 0));
  }
  if (query.has_end_at) {
    const { before } = query.end_at;
    const cursor = query.end_at.values.map(fromMessage);
    to = firstWhere(rows, (row) => (before ? position(orders, row.values, cursor) >= 0 : position(orders, row.values, cursor) > 0));
  }
  from += query.offset || 0;
  if (query.has_limit) to = Math.min(to, from + query.limit.value);
  return rows.slice(from, Math.max(from, to)).map((row) => row.document);
};

// The package binds its gRPC server to 0.0.0.0, every interface, and it checks no credentials and evaluates no
// rules: anyone who can reach the port can read and write everything. Its server is private, so the one bind call
// is rewritten to the loopback address; an address of another form means the package changed, and is refused.
interface GrpcBinder {
  bindAsync(address: string, credentials: unknown, callback: (error: Error | null, port: number) => void): void;
}
const ALL_INTERFACES = /^0\.0\.0\.0:(\d+)$/;
const LOOPBACK = '127.0.0.1';

function bindToLoopback(server: FirestoreServer): void {
  const grpc = (server as unknown as { server: GrpcBinder }).server;
  const bind = grpc.bindAsync.bind(grpc);
  grpc.bindAsync = (address, credentials, callback) => {
    const port = ALL_INTERFACES.exec(address)?.[1];
    if (!port) throw new Error(`The Firestore stand-in expected to bind 0.0.0.0:<port>, not ${address}`);
    bind(`${LOOPBACK}:${port}`, credentials, callback);
  };
}

interface DocumentEntry {
  path: string;
  document: Record<string, unknown>;
}

interface JsonNode {
  documents?: Record<string, JsonNode>;
  collections?: Record<string, JsonNode>;
  databases?: Record<string, JsonNode>;
  projects?: Record<string, JsonNode>;
  path?: string;
}

/** Paths of every document in the state's JSON tree, existing or only holding subcollections. */
function documentPaths(node: JsonNode, out: string[] = []): string[] {
  for (const doc of Object.values(node.documents ?? {})) {
    if (typeof doc.path === 'string') out.push(doc.path);
    documentPaths(doc, out);
  }
  for (const child of [node.projects, node.databases, node.collections]) {
    if (child) for (const value of Object.values(child)) documentPaths(value, out);
  }
  return out;
}

export class FirestoreStandIn {
  private readonly server = new FirestoreServer();
  private saveTimer: NodeJS.Timeout | undefined;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly snapshotFile?: string) {}

  async start(port: number): Promise<void> {
    if (this.snapshotFile && existsSync(this.snapshotFile)) this.load(this.snapshotFile);
    bindToLoopback(this.server);
    // Each listener (the chat service follows every case with an open discussion room) adds one; none is a leak.
    this.server.state.emitter.setMaxListeners(0);
    await this.server.start(port);
    if (this.snapshotFile) {
      const schedule = () => this.scheduleSave();
      for (const event of ['create-document', 'update-document', 'delete-document'] as const) {
        this.server.state.emitter.on(event, schedule);
      }
    }
  }

  /** Writes shortly after changes, so even a hard kill loses at most a second of writes. */
  private scheduleSave(): void {
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      void this.save();
    }, 1000);
  }

  documents(): DocumentEntry[] {
    const state = this.server.state;
    return documentPaths(state.toJSON() as JsonNode)
      .map((path) => state.getDocument(path))
      .filter((doc) => doc.metadata.hasExist)
      .map((doc) => {
        const { name, fields } = doc.toV1DocumentObject();
        return { path: doc.getPath(), document: { name, fields } };
      });
  }

  async save(): Promise<void> {
    const file = this.snapshotFile;
    if (!file) return;
    this.saving = this.saving.then(async () => {
      const tmp = `${file}.tmp`;
      await writeFile(tmp, JSON.stringify({ version: 1, documents: this.documents() }));
      await rename(tmp, file);
    });
    return this.saving;
  }

  private load(file: string): void {
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { documents: DocumentEntry[] };
    const now = new Date();
    for (const entry of snapshot.documents) {
      const write = V1Write.fromObject({ update: entry.document as Parameters<typeof V1Write.fromObject>[0]['update'] });
      this.server.state.writeV1Document(now, write);
    }
  }

  async stop(): Promise<void> {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    await this.save();
    this.server.stop();
  }
}
