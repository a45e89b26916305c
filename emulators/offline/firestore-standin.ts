// Offline stand-in for the Firestore emulator (whose official jar needs Java 21 and a download).
// @firestore-emulator/server speaks Firestore's gRPC API to firebase-admin; this module adds what it
// lacks for local development: loading and saving a snapshot so data survives a restart.
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { FirestoreServer, FirestoreState, FirestoreStateDocument } from '@firestore-emulator/server';
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
  try {
    return writeOne.call(this, date, write);
  } catch (error) {
    for (const { document: changed, saved } of journal.reverse()) Object.assign(changed, saved);
    journals.delete(date);
    throw error;
  }
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
