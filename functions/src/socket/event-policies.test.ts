// The socket event policy table against the events chat-socket.ts really registers, without a listening server:
// the connection handler is run against a socket that only records what it is asked to listen to.
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // A closed port: nothing here reads data, and a mistake must not reach a real backend.
  process.env['FIRESTORE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = '127.0.0.1:9';
});

import { createServer } from 'node:http';
import type { AgentProvider } from '../ai/agent';
import { attachChatSockets } from './chat-socket';
import { assertEventsMatchPolicies, assertEveryEventHasPolicy, clientEvents, EVENT_POLICIES, type EventPolicy } from './event-policies';

const silentProvider: AgentProvider = {
  name: 'offline',
  label: 'Test assistant',
  // eslint-disable-next-line require-yield -- never asked: no event is sent
  async *reply() {
    throw new Error('not used');
  },
};

const service = attachChatSockets(createServer(), { provider: silentProvider });
afterAll(() => service.io.close());

type Listener = (...args: unknown[]) => void;

/**
 * The names a new connection listens to, read by running the connection handlers on a socket that only records
 * its listeners; its 'disconnect' listeners then run, so whatever the connection started (session timers) stops.
 */
function listenedEvents(): string[] {
  const listeners: Array<[string, Listener]> = [];
  const record = (event: string, listener: Listener) => {
    listeners.push([event, listener]);
    return recorder;
  };
  const recorder = {
    id: 'probe',
    data: { user: { uid: 'probe' }, token: 'probe' },
    connected: true,
    disconnected: false,
    on: record,
    once: record,
    join: () => Promise.resolve(),
  };
  for (const onConnection of service.io.sockets.listeners('connection'))
    (onConnection as unknown as (socket: typeof recorder) => void)(recorder);
  for (const [event, listener] of listeners) if (event === 'disconnect') listener('server shutting down');
  return listeners.map(([event]) => event);
}

describe('socket event policies', () => {
  it('declare exactly the client events chat-socket.ts handles', () => {
    const listened = listenedEvents();
    expect(clientEvents(listened).sort()).toEqual(EVENT_POLICIES.map((p) => p.event).sort());
    expect(() => assertEveryEventHasPolicy(listened)).not.toThrow();
  });

  it("leave socket.io's own events aside", () => {
    expect(clientEvents(['message', 'disconnect', 'disconnecting', 'error', Symbol('internal')])).toEqual(['message']);
  });

  it('throw, naming the event, for a handler without a policy or a policy without a handler', () => {
    const registered = EVENT_POLICIES.map((p) => p.event);
    expect(() => assertEveryEventHasPolicy([...registered, 'delete-chat'])).toThrow(/'delete-chat' has no policy/);
    expect(() => assertEveryEventHasPolicy(registered.slice(1))).toThrow(/'message' has a policy but no handler/);
  });

  it('throw for an event declared twice or a creating field that is not an owner field', () => {
    const history = EVENT_POLICIES.find((p) => p.event === 'history') as EventPolicy;
    expect(() => assertEventsMatchPolicies(['history'], [history, history])).toThrow(/'history' is declared twice/);
    expect(() => assertEventsMatchPolicies(['history'], [{ ...history, creates: 'title' }])).toThrow(/creates through 'title'/);
  });
});
