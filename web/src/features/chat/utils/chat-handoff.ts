// Carrying text from another screen into a new chat (e.g. "Ask Question" on the eligibility results):
// `const { to, state } = chatHandoff(text); navigate(to, { state })`. The chat starts a new conversation with the
// composer prefilled with `draft` (focused, not sent); the route consumes the state once, so a reload or Back does
// not prefill again.

/** The navigation state /ai-assistant/chat accepts to open a new chat with a prefilled message. */
export interface ChatHandoffState {
  draft: string;
}

export const chatHandoff = (draft: string) => ({ to: '/ai-assistant/chat', state: { draft } satisfies ChatHandoffState });

/** The draft carried by a navigation's state, or null when there is none (blank text counts as none). */
export function readChatHandoff(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const draft = (state as Partial<Record<keyof ChatHandoffState, unknown>>).draft;
  return typeof draft === 'string' && draft.trim() !== '' ? draft : null;
}
