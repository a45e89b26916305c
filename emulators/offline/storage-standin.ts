// Offline stand-in for the Storage emulator: firebase-tools' own storage emulator, minus the Java
// rules runtime it would download. Requests with admin credentials (all of ours: the browser goes
// through the API) are fully served. These are internal modules, so firebase-tools is pinned.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';

const require = createRequire(import.meta.url);

interface StorageLayer {
  export(path: string, options: { initiatedBy: string }): Promise<void>;
  import(path: string, options: { initiatedBy: string }): void;
}
interface StorageEmulatorInstance {
  start(): Promise<void>;
  stop(): Promise<void>;
  getInfo(): { host: string; port: number };
  storageLayer: StorageLayer;
}
type StorageEmulatorClass = new (args: Record<string, unknown>) => StorageEmulatorInstance;

const { StorageEmulator } = require('firebase-tools/lib/emulator/storage') as { StorageEmulator: StorageEmulatorClass };
const { createApp } = require('firebase-tools/lib/emulator/storage/server') as {
  createApp(projectId: string, emulator: StorageEmulatorInstance): Promise<{ listen(port: number, host: string): Server }>;
};
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry') as {
  EmulatorRegistry: { start(instance: StorageEmulatorInstance): Promise<void>; stop(name: string): Promise<void> };
};

/** How long the stand-in keeps an idle keep-alive socket open. */
const IDLE_SOCKET_MS = 10 * 60_000;

export class StorageStandIn {
  private emulator: StorageEmulatorInstance | undefined;
  private server: Server | undefined;

  constructor(
    private readonly projectId: string,
    private readonly exportDir?: string,
  ) {}

  async start(port: number): Promise<void> {
    const emulator = new StorageEmulator({
      projectId: this.projectId,
      host: '127.0.0.1',
      port,
      rules: { name: 'storage.rules' },
      auto_download: false,
    });
    // Serve the storage app, but skip the rules runtime (a Java download) and its file watcher.
    emulator.start = async () => {
      const app = await createApp(this.projectId, emulator);
      this.server = app.listen(port, '127.0.0.1');
      // firebase-admin's Storage client keeps its sockets alive with no idle limit of its own. With Node's default 5 s,
      // the server could close an idle socket just as the client reused it, and that request failed with ECONNRESET
      // ('socket hang up': the occasional 500 on document reads under load). Idle sockets now outlive any test run.
      this.server.keepAliveTimeout = IDLE_SOCKET_MS;
    };
    emulator.stop = async () => {
      await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
      this.server?.closeAllConnections();
    };
    // The storage app (and its import) looks its own host and port up in the registry.
    await EmulatorRegistry.start(emulator);
    if (this.exportDir && existsSync(`${this.exportDir}/buckets.json`)) {
      emulator.storageLayer.import(this.exportDir, { initiatedBy: 'start' });
    }
    this.emulator = emulator;
  }

  async save(): Promise<void> {
    if (!this.emulator || !this.exportDir) return;
    const tmp = `${this.exportDir}.tmp`;
    await rm(tmp, { recursive: true, force: true });
    await mkdir(tmp, { recursive: true });
    await this.emulator.storageLayer.export(tmp, { initiatedBy: 'exit' });
    await rm(this.exportDir, { recursive: true, force: true });
    await rename(tmp, this.exportDir);
  }

  async stop(): Promise<void> {
    await this.save();
    await EmulatorRegistry.stop('storage');
  }
}
