// Every event a client may send to the chat service, declared once with its policy: the handshake needs a valid ID
// token (chat-socket.ts), and each payload field that names a document is checked against the socket's user.
// event-policies.test.ts holds this table to the events chat-socket.ts registers; tests/security/ generates its
// socket requests from it. (The API's routes have their own table: http/route-policies.ts.)

/** What a payload field names. Each belongs to one user: another user's id must answer like a missing one. */
export const EVENT_ID_KINDS = {
  chat: 'owned',
  /** A user message of the chat named in the same payload. */
  'chat-message': 'owned',
  /** A Storage path of a file uploaded with POST /api/chats/{chatId}/attachments. */
  'chat-file': 'owned',
  /** One of the sender's cases (cases/{caseId}): the case a new chat is about. */
  case: 'owned',
  /** A case's expert discussion: its owner's and its assigned expert's (http/route-policies.ts, `discussion`). */
  discussion: 'owned',
  /** A file the sender uploaded to the discussion named in the same payload. */
  'discussion-file': 'owned',
} as const satisfies Record<string, 'owned'>;
export type EventIdKind = keyof typeof EVENT_ID_KINDS;

export interface EventPolicy {
  readonly event: string;
  /** Sockets only exist after the token check, so there are no public events. */
  readonly access: 'signed-in';
  /** Payload fields (dotted; `[]` for every item of an array) that name documents, with their kind. */
  readonly owner: Readonly<Record<string, EventIdKind>>;
  /** The owner field whose unused id creates the document for the sender (a chat's first message). */
  readonly creates?: string;
}

export const EVENT_POLICIES: readonly EventPolicy[] = [
  {
    event: 'message',
    access: 'signed-in',
    owner: { chatId: 'chat', caseId: 'case', 'attachments[].path': 'chat-file' },
    creates: 'chatId',
  },
  { event: 'retry', access: 'signed-in', owner: { chatId: 'chat', messageId: 'chat-message' } },
  { event: 'history', access: 'signed-in', owner: { chatId: 'chat' } },
  // A refreshed ID token for the open socket (session-check.ts): it names no document.
  { event: 'auth', access: 'signed-in', owner: {} },
  // The case discussion (discussion-socket.ts): the owner's and the assigned expert's only.
  { event: 'discussion:join', access: 'signed-in', owner: { caseId: 'discussion' } },
  { event: 'discussion:send', access: 'signed-in', owner: { caseId: 'discussion', 'fileIds[]': 'discussion-file' } },
  { event: 'discussion:read', access: 'signed-in', owner: { caseId: 'discussion' } },
  { event: 'discussion:leave', access: 'signed-in', owner: { caseId: 'discussion' } },
];

/** Events socket.io itself emits on a server socket; a handler for them is not a client event. */
export const RESERVED_SOCKET_EVENTS: readonly string[] = [
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'error',
  'newListener',
  'removeListener',
];

/** The client events among the names a socket listens to. */
export const clientEvents = (listened: readonly (string | symbol)[]): string[] =>
  listened.filter((name): name is string => typeof name === 'string' && !RESERVED_SOCKET_EVENTS.includes(name));

/** Throws, naming each one, when an event has no policy, a policy has no event, or an event is declared twice. */
export function assertEventsMatchPolicies(listened: readonly (string | symbol)[], policies: readonly EventPolicy[]): void {
  const problems: string[] = [];
  const registered = clientEvents(listened);
  const declared = policies.map((p) => p.event);
  for (const event of new Set(declared.filter((e, i) => declared.indexOf(e) !== i))) problems.push(`'${event}' is declared twice`);
  for (const event of registered) if (!declared.includes(event)) problems.push(`'${event}' has no policy in socket/event-policies.ts`);
  for (const event of declared) if (!registered.includes(event)) problems.push(`'${event}' has a policy but no handler`);
  for (const policy of policies) {
    if (policy.creates !== undefined && !(policy.creates in policy.owner))
      problems.push(`'${policy.event}' creates through '${policy.creates}', which is not an owner field`);
  }
  if (problems.length > 0) throw new Error(`Socket event policies do not match the handlers:\n- ${problems.join('\n- ')}`);
}

/**
 * The client events a socket listens to (e.g. `socket.eventNames()` once its handlers are registered) must be
 * exactly those of EVENT_POLICIES; socket.io's own events are left aside.
 */
export function assertEveryEventHasPolicy(registered: readonly (string | symbol)[]): void {
  assertEventsMatchPolicies(registered, EVENT_POLICIES);
}
