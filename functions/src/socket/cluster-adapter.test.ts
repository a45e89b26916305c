// The cluster adapter between two socket.io servers in this process, over an in-memory channel that delivers batches
// asynchronously, as Firestore does. tests/integration/chat-scale-out.test.ts runs two chat-service processes over
// the real channel (the Firestore emulator).
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../log';
import { createClusterAdapter, type ClusterChannel } from './cluster-adapter';

type Batch = { from: string; items: string };

function memoryChannel() {
  const watchers = new Set<(batch: Batch) => void>();
  const failures = new Map<(batch: Batch) => void, (error: Error) => void>();
  const written: Batch[] = [];
  /** The next write whose items carry this text fails (matching by content, not counting writes: heartbeats also write). */
  let failWith: string | null = null;
  const channel: ClusterChannel = {
    write: async (batch) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (failWith !== null && batch.items.includes(failWith)) {
        failWith = null;
        throw new Error('write refused');
      }
      written.push(batch);
      // Everyone hears it a little later, the writer too, as with a Firestore listener.
      setTimeout(() => watchers.forEach((watcher) => watcher(batch)), 1);
    },
    watch: (onBatch, onError) => {
      watchers.add(onBatch);
      failures.set(onBatch, onError);
      return () => watchers.delete(onBatch);
    },
    sweep: () => Promise.resolve(0),
  };
  return {
    channel,
    written,
    watchers,
    failWriteWith: (text: string) => (failWith = text),
    inject: (batch: Batch) => watchers.forEach((watcher) => watcher(batch)),
    /** Every listener fails, as a Firestore listener does when its stream is refused. */
    breakListeners: () => {
      for (const [watcher, fail] of failures) {
        watchers.delete(watcher);
        failures.delete(watcher);
        fail(new Error('listen stream refused'));
      }
    },
  };
}

interface Instance {
  io: Server;
  http: HttpServer;
  url: string;
}

const open: Instance[] = [];
const clients: ClientSocket[] = [];

async function startInstance(channel: ClusterChannel): Promise<Instance> {
  const http = createServer();
  const io = new Server(http, { adapter: createClusterAdapter({ channel }) });
  io.on('connection', (socket) => {
    socket.on('join', (room: string, ack: () => void) => {
      void socket.join(room);
      ack();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const instance = { io, http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  open.push(instance);
  return instance;
}

async function clientIn(instance: Instance, room: string): Promise<ClientSocket> {
  const socket = connectClient(instance.url, { transports: ['websocket'], reconnection: false, forceNew: true });
  clients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('join', room);
  return socket;
}

function collect(socket: ClientSocket, event: string, count: number): Promise<unknown[]> {
  const got: unknown[] = [];
  return new Promise((resolve) => {
    socket.on(event, (value: unknown) => {
      got.push(value);
      if (got.length === count) resolve(got);
    });
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  clients.splice(0).forEach((socket) => socket.close());
  await Promise.all(open.splice(0).map(({ io }) => io.close()));
});

describe('cluster adapter', () => {
  it('delivers a room broadcast to the room sockets of every instance, in the order it was sent, in few writes', async () => {
    const { channel, written } = memoryChannel();
    const [a, b] = [await startInstance(channel), await startInstance(channel)];
    const [onA, onB, elsewhere] = [await clientIn(a, 'chat:1'), await clientIn(b, 'chat:1'), await clientIn(b, 'chat:2')];
    const strayOnB = vi.fn();
    elsewhere.on('chunk', strayOnB);
    const heardOnA = collect(onA, 'chunk', 50);
    const heardOnB = collect(onB, 'chunk', 50);
    const writesBefore = written.length;

    for (let index = 0; index < 50; index += 1) a.io.to('chat:1').emit('chunk', { index });

    const expected = Array.from({ length: 50 }, (_, index) => ({ index }));
    expect(await heardOnA).toEqual(expected);
    expect(await heardOnB).toEqual(expected);
    expect(strayOnB).not.toHaveBeenCalled();
    // The first emit starts a write; the other 49 wait for it and travel together.
    expect(written.length - writesBefore).toBeLessThanOrEqual(3);
  });

  it('answers requests across instances: fetchSockets sees the sockets of both', async () => {
    const { channel } = memoryChannel();
    const [a, b] = [await startInstance(channel), await startInstance(channel)];
    await clientIn(a, 'chat:1');
    await clientIn(b, 'chat:1');
    // The instances learn of each other from their first heartbeats.
    await vi.waitFor(async () => expect(await a.io.of('/').adapter.serverCount()).toBe(2));

    const sockets = await a.io.in('chat:1').fetchSockets();

    expect(sockets).toHaveLength(2);
  });

  it('keeps a local emit local, and ignores batches it cannot read', async () => {
    const { channel, inject } = memoryChannel();
    const [a, b] = [await startInstance(channel), await startInstance(channel)];
    const onA = await clientIn(a, 'chat:1');
    const onB = await clientIn(b, 'chat:1');
    const strayOnB = vi.fn();
    onB.on('chunk', strayOnB);
    const heardOnA = collect(onA, 'chunk', 1);
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);

    inject({ from: 'someone', items: '{not json' });
    a.io.local.to('chat:1').emit('chunk', 'local');

    expect(await heardOnA).toEqual(['local']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(strayOnB).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(
      'cluster channel batch unreadable',
      expect.objectContaining({ from: 'someone' }),
      expect.any(SyntaxError),
    );
  });

  it('goes on after a failed write: later broadcasts still arrive', async () => {
    const { channel, failWriteWith } = memoryChannel();
    const [a, b] = [await startInstance(channel), await startInstance(channel)];
    await clientIn(a, 'chat:1');
    const onB = await clientIn(b, 'chat:1');
    const heardOnB = collect(onB, 'chunk', 1);
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);

    failWriteWith('lost');
    a.io.to('chat:1').emit('chunk', 'lost');
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('cluster channel write failed', expect.anything(), expect.any(Error)));
    a.io.to('chat:1').emit('chunk', 'after');

    expect(await heardOnB).toEqual(['after']);
  });

  it('listens again after its listener fails, and hears the broadcasts sent from then on', async () => {
    const { channel, breakListeners, watchers } = memoryChannel();
    const [a, b] = [await startInstance(channel), await startInstance(channel)];
    await clientIn(a, 'chat:1');
    const onB = await clientIn(b, 'chat:1');
    const heardOnB = collect(onB, 'chunk', 1);
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);

    breakListeners();
    expect(watchers.size).toBe(0);
    await vi.waitFor(() => expect(watchers.size).toBe(2), { timeout: 3000 });
    a.io.to('chat:1').emit('chunk', 'after the break');

    expect(await heardOnB).toEqual(['after the break']);
    expect(errors).toHaveBeenCalledWith('cluster channel listener failed; listening again', expect.anything(), expect.any(Error));
  });

  it('writes what is pending and stops listening when the server closes', async () => {
    const { channel, written, watchers } = memoryChannel();
    const a = await startInstance(channel);
    expect(watchers.size).toBe(1);
    a.io.emit('chunk', 'last words');

    await a.io.close();
    open.splice(open.indexOf(a), 1);

    expect(watchers.size).toBe(0);
    expect(written.some((batch) => batch.items.includes('last words'))).toBe(true);
  });
});
