// The stored conversation as the provider reads it: the turns up to the message being answered.
import type { AgentTurn, Attachment } from './agent-types';
import type { MessageRecord } from '../../shared/chat/chat-types';

/**
 * Pure. `messages` are in seq order and may include more than the history needs.
 *
 * - Messages after the one being answered are left out (the user may have typed on while it waits in line).
 * - Failed user messages are left out: they were never answered, and the user usually sends them again.
 * - Only the latest result of each tool call counts (the user may have run the tool twice), and the call moves right
 *   before that result: Gemini wants a function response directly after its call, while here the user may have
 *   chatted on between the two.
 * - Only the message being answered carries its files' bytes; earlier files are named, which keeps requests small.
 */
export function toAgentHistory(
  messages: readonly MessageRecord[],
  trigger: MessageRecord,
  triggerFiles: readonly Attachment[],
): AgentTurn[] {
  const upTo = messages.filter((m) => m.seq <= trigger.seq && m.id !== trigger.id);
  const ordered = [...upTo, trigger].sort((a, b) => a.seq - b.seq);

  const latestResult = new Map<string, string>();
  for (const m of ordered) {
    if (m.role === 'function_result' && m.functionResult) latestResult.set(m.functionResult.callId, m.id);
  }
  const calls = new Map<string, MessageRecord>();
  for (const m of ordered) {
    if (m.role === 'function_call' && m.functionCall) calls.set(m.functionCall.callId, m);
  }

  const turns: AgentTurn[] = [];
  for (const m of ordered) {
    switch (m.role) {
      case 'user': {
        if (m.id !== trigger.id && m.status === 'failed') break;
        if (m.id === trigger.id) {
          turns.push(
            triggerFiles.length > 0 ? { role: 'user', text: m.text, attachments: [...triggerFiles] } : { role: 'user', text: m.text },
          );
          break;
        }
        const names = m.attachments.map((a) => a.name).filter(Boolean);
        const note = names.length > 0 ? `\n\n(Files attached earlier: ${names.join(', ')})` : '';
        turns.push({ role: 'user', text: `${m.text}${note}`.trim() });
        break;
      }
      case 'assistant':
        if (m.text.trim()) turns.push({ role: 'assistant', text: m.text });
        break;
      case 'function_call':
        // Answered calls travel with their result (below); unanswered ones stay where they were made.
        if (m.functionCall && !latestResult.has(m.functionCall.callId)) {
          turns.push({ role: 'function_call', callId: m.functionCall.callId, name: m.functionCall.name, payload: m.functionCall.payload });
        }
        break;
      case 'function_result': {
        const result = m.functionResult;
        if (!result || latestResult.get(result.callId) !== m.id) break;
        const call = calls.get(result.callId)?.functionCall;
        if (call) turns.push({ role: 'function_call', callId: call.callId, name: call.name, payload: call.payload });
        turns.push({ role: 'function_result', callId: result.callId, name: result.name, result: result.result });
        break;
      }
    }
  }
  return turns;
}
