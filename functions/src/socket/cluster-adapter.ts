// A socket.io adapter for running the chat service on several instances: what one instance emits to a room reaches
// the room's sockets on every instance (a reply streamed by one, to a chat open on a phone connected to another).
// socket.io-adapter's ClusterAdapterWithHeartbeat does the cluster's work; this class only carries its messages over
// a channel, Firestore in production (data/socket-cluster-repo.ts). README "Scaling out" says how it is deployed.
import { ClusterAdapterWithHeartbeat, type ClusterMessage, type ClusterResponse, type ServerId } from 'socket.io-adapter';
import type { Namespace } from 'socket.io';
import type { ClusterBatch } from '../domain/cluster-batch';
import { log } from '../log';

/** One message of a batch: for every instance (`to` null), or the answer to one instance's request. */
type ClusterItem = { to: null; message: ClusterMessage } | { to: ServerId; response: ClusterResponse };

/** Where the instances' batches travel; each instance hears every batch written after it started, its own too. */
export interface ClusterChannel {
  write(batch: ClusterBatch): Promise<void>;
  watch(onBatch: (batch: ClusterBatch) => void, onError: (error: Error) => void): () => void;
  /** Removes what every instance has read by now; called every `sweepMs`. */
  sweep(): Promise<unknown>;
}

export interface ClusterAdapterOptions {
  channel: ClusterChannel;
  /** Defaults to 20 s. */
  sweepMs?: number;
}

/** Well under Firestore's 1 MiB document limit; a reply's chunks are far smaller. */
const MAX_BATCH_CHARS = 512 * 1024;
const SWEEP_MS = 20_000;
const REWATCH_MS = 1000;

class ChannelAdapter extends ClusterAdapterWithHeartbeat {
  /** The JSON of each item published and not yet written. */
  private readonly pending: string[] = [];
  private writing: Promise<void> | null = null;
  private stopWatching: () => void = () => undefined;
  private rewatch: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    nsp: Namespace,
    private readonly channel: ClusterChannel,
    sweepMs: number,
  ) {
    super(nsp, {});
    this.watch();
    this.sweeper = setInterval(() => {
      channel.sweep().catch((error: unknown) => log.warn('cluster channel sweep failed', { adapter: this.uid }, error));
    }, sweepMs);
    this.sweeper.unref();
  }

  // Resolves at once: socket.io delivers a broadcast to this instance's own sockets only after the publish settles,
  // and they must not wait for Firestore. The offset is for connection state recovery, which the service does not use.
  protected doPublish(message: ClusterMessage): Promise<string> {
    this.enqueue({ to: null, message });
    return Promise.resolve('');
  }

  protected doPublishResponse(requesterUid: ServerId, response: ClusterResponse): Promise<void> {
    this.enqueue({ to: requesterUid, response });
    return Promise.resolve();
  }

  /** Says goodbye to the other instances, writes what is still pending, then stops listening. */
  override close(): Promise<void> {
    super.close();
    this.closed = true;
    clearInterval(this.sweeper);
    clearTimeout(this.rewatch);
    return (this.writing ?? Promise.resolve()).finally(() => this.stopWatching());
  }

  /** Follows the channel; a listener that fails is started again a second later (what came meanwhile is missed). */
  private watch(): void {
    this.stopWatching = this.channel.watch(
      (batch) => this.receive(batch),
      (error) => {
        log.error('cluster channel listener failed; listening again', { adapter: this.uid }, error);
        if (this.closed) return;
        this.rewatch = setTimeout(() => this.watch(), REWATCH_MS);
        this.rewatch.unref();
      },
    );
  }

  private enqueue(item: ClusterItem): void {
    this.pending.push(JSON.stringify(item));
    this.writing ??= this.writeAll();
  }

  /**
   * One write at a time, each carrying everything published meanwhile: the order of an instance's messages is the
   * order of its writes, and a burst of reply chunks costs a few writes rather than one each.
   */
  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      const items = this.takeBatch();
      try {
        await this.channel.write({ from: this.uid, items });
      } catch (error) {
        // The chunks of a reply are also stored with it: a client that missed them reads the reply from its chat.
        log.error('cluster channel write failed', { adapter: this.uid }, error);
      }
    }
    this.writing = null;
  }

  private takeBatch(): string {
    const taken: string[] = [];
    let size = 2;
    for (const json of this.pending) {
      if (taken.length > 0 && size + json.length + 1 > MAX_BATCH_CHARS) break;
      taken.push(json);
      size += json.length + 1;
    }
    this.pending.splice(0, taken.length);
    return `[${taken.join(',')}]`;
  }

  private receive(batch: ClusterBatch): void {
    if (batch.from === this.uid) return;
    let items: ClusterItem[];
    try {
      items = JSON.parse(batch.items) as ClusterItem[];
    } catch (error) {
      log.error('cluster channel batch unreadable', { adapter: this.uid, from: batch.from }, error);
      return;
    }
    for (const item of items) {
      if (item.to === null) this.onMessage(item.message);
      else if (item.to === this.uid) this.onResponse(item.response);
    }
  }
}

/** For socket.io's `adapter` option, which constructs one per namespace: all of them on the same channel. */
export function createClusterAdapter(options: ClusterAdapterOptions) {
  const { channel, sweepMs = SWEEP_MS } = options;
  return class extends ChannelAdapter {
    constructor(nsp: Namespace) {
      super(nsp, channel, sweepMs);
    }
  };
}
