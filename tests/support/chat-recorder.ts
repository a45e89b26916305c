// A recording client of the chat service for integration tests: it logs every reply event in arrival order and
// waits for the end of the reply an acknowledgement announced.
import type { Socket } from 'socket.io-client';
import { connectChatSocket } from './chat-socket-client';
import { CHAT_URL, createTestUser, type TestUser } from './stack';

export interface Ack {
  ok: boolean;
  chatId?: string;
  messageId?: string;
  replyId?: string;
  duplicate?: boolean;
  error?: { code: string; message: string; fields?: Record<string, string>; retryAfterSeconds?: number };
}
export interface StreamEvent {
  chatId: string;
  messageId: string;
  replyTo: string;
  chunk: string;
  index: number;
}
export interface EndEvent {
  chatId: string;
  messageId: string;
  replyTo: string;
  provider: { name: string; label: string };
  text: string;
}
export interface ErrorEvent {
  chatId: string;
  messageId: string;
  replyTo: string;
  retryable: boolean;
  error: { code: string; message: string };
}
export interface AssistantMessage {
  chatId: string;
  type: string;
  id: string;
  content: string;
  function_call: { name: string; payload: Record<string, unknown> };
  actionLabel: string | null;
}
export interface MessageView {
  id: string;
  role: string;
  sender: string;
  text: string;
  status: string;
  seq: number;
  replyTo: string | null;
  retryable: boolean;
  provider: { name: string; label: string } | null;
  attachments: Array<{ path: string; name: string; mimeType: string; size: number }>;
  function_call?: { name: string; payload: Record<string, unknown>; callId: string };
}
export interface HistoryAck extends Ack {
  chat?: { chatId: string; title: string };
  messages?: MessageView[];
  inProgress?: { messageId: string; replyTo: string; text: string; chunks: number } | null;
}

export type Logged =
  | { type: 'reply-stream'; event: StreamEvent }
  | { type: 'reply-end'; event: EndEvent }
  | { type: 'reply-error'; event: ErrorEvent }
  | { type: 'assistant-message'; event: AssistantMessage };

/** A connected client that records every server event in arrival order. */
export class Client {
  readonly log: Logged[] = [];
  private waiters: Array<() => void> = [];

  constructor(readonly socket: Socket) {
    for (const type of ['reply-stream', 'reply-end', 'reply-error', 'assistant-message'] as const) {
      socket.on(type, (event: unknown) => {
        this.log.push({ type, event } as Logged);
        for (const wake of this.waiters.splice(0)) wake();
      });
    }
  }

  emit<T = Ack>(event: string, payload: unknown): Promise<T> {
    return this.socket.timeout(15_000).emitWithAck(event, payload) as Promise<T>;
  }

  send(chatId: string, text: string, extra: Record<string, unknown> = {}): Promise<Ack> {
    return this.emit('message', { chatId, text, ...extra });
  }

  history(chatId: string): Promise<HistoryAck> {
    return this.emit<HistoryAck>('history', { chatId });
  }

  /** Events of the reply an ack announced, up to and including its reply-end or reply-error. */
  async reply(ack: Ack, timeoutMs = 15_000): Promise<Logged[]> {
    const { replyId, messageId } = ack;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const events = this.log.filter((e) =>
        e.type === 'assistant-message'
          ? (e.event as AssistantMessage & { replyTo: string }).replyTo === messageId
          : e.event.messageId === replyId,
      );
      if (events.some((e) => e.type === 'reply-end' || e.type === 'reply-error')) return events;
      if (Date.now() > deadline) throw new Error(`no end of reply ${String(replyId)}; saw ${JSON.stringify(this.log.map((e) => e.type))}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

export async function connect(token: string, url = CHAT_URL): Promise<Client> {
  return new Client(await connectChatSocket(url, { token }));
}

export const streamed = (events: Logged[]) =>
  events.filter((e): e is Extract<Logged, { type: 'reply-stream' }> => e.type === 'reply-stream').map((e) => e.event);
export const endOf = (events: Logged[]) => events.find((e): e is Extract<Logged, { type: 'reply-end' }> => e.type === 'reply-end')?.event;
export const errorOf = (events: Logged[]) =>
  events.find((e): e is Extract<Logged, { type: 'reply-error' }> => e.type === 'reply-error')?.event;

/** Two new users, Alice and Bob, each with a recording client of the stack's chat service. */
export interface TwoUsers {
  alice: TestUser;
  bob: TestUser;
  a: Client;
  b: Client;
  close(): void;
}

export async function twoConnectedUsers(): Promise<TwoUsers> {
  const [alice, bob] = await Promise.all([createTestUser('Alice'), createTestUser('Bob')]);
  const [a, b] = await Promise.all([connect(alice.idToken), connect(bob.idToken)]);
  const close = () => {
    a.close();
    b.close();
  };
  return { alice, bob, a, b, close };
}
