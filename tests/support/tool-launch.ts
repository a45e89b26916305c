// Opening a tool the way a chat's tool call does (eligibility check, document review): ask the assistant something
// that makes it call the tool, then navigate to the tool's screen with the call's state, as the chat screen does.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { connectChatSocket } from './chat-socket-client';
import { CHAT_URL, type TestUser } from './stack';

export interface ToolCall {
  chatId: string;
  callId: string;
  payload: Record<string, unknown>;
}

interface FunctionCallEvent {
  id: string;
  function_call?: { name: string; payload: Record<string, unknown> };
}

/** Sends `text` in a new chat and answers the assistant's call of `tool`. */
export async function askForToolCall(user: TestUser, text: string, tool: string): Promise<ToolCall> {
  const socket = await connectChatSocket(CHAT_URL, { token: user.idToken });
  try {
    const chatId = crypto.randomUUID();
    const call = new Promise<FunctionCallEvent & { function_call: NonNullable<FunctionCallEvent['function_call']> }>((resolve) => {
      socket.on('assistant-message', (event: FunctionCallEvent) => {
        if (event.function_call?.name === tool) resolve({ ...event, function_call: event.function_call });
      });
    });
    const ack = (await socket.timeout(15_000).emitWithAck('message', { chatId, text })) as { ok: boolean };
    expect(ack.ok).toBe(true);
    const event = await call;
    return { chatId, callId: event.id, payload: event.function_call.payload };
  } finally {
    socket.close();
  }
}

/**
 * Opens `path` the way the chat screen does, `navigate(path, { state: { prefill, chatId, callId } })`: a history entry
 * with React Router's state and a popstate, so the app's own router reads it. Waits for the screen's `heading`.
 */
export async function openFromToolCall(page: Page, path: string, call: ToolCall, heading: string): Promise<void> {
  await page.goto('/overview');
  await page.getByRole('heading', { level: 1, name: /^Welcome( Back)?!$/ }).waitFor();
  await page.evaluate(
    ({ target, state }) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: state, key: `e2e${idx}`, idx }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { target: path, state: { prefill: call.payload, chatId: call.chatId, callId: call.callId } },
  );
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}
