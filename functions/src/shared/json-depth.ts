// How deeply a JSON value nests. Bodies and socket payloads are limited (JSON_MAX_DEPTH): a value thousands of levels
// deep is only a few KB, yet recursive code (JSON.stringify, zod, Firestore's encoder) overflows the stack on it.
// Walked with an explicit stack, so measuring cannot overflow either. Pure, so the socket layer can use it too.
import { z } from 'zod';
import { issueText, msg, type Message } from './i18n/message';

export const JSON_MAX_DEPTH = 32;

/** True when objects and arrays nest more than `max` levels (a scalar is level 0, `{}` or `[]` level 1). */
export function jsonDepthExceeds(value: unknown, max = JSON_MAX_DEPTH): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    // Bytes (a Buffer, a typed array) are data, not nesting.
    if (!next || typeof next.value !== 'object' || next.value === null || ArrayBuffer.isView(next.value)) continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    for (const child of Object.values(next.value)) {
      if (typeof child === 'object' && child !== null && !ArrayBuffer.isView(child)) pending.push({ value: child, depth });
    }
  }
  return false;
}

export const TOO_DEEP_MESSAGE: Message = msg('errors:nestedTooDeep', { levels: JSON_MAX_DEPTH });

/** A schema that first refuses input nested more than `max` levels, before any recursive parsing looks at it. */
export function withinJsonDepth<T extends z.ZodType>(schema: T, max = JSON_MAX_DEPTH) {
  return z.preprocess((value, ctx) => {
    if (jsonDepthExceeds(value, max)) {
      ctx.addIssue({ code: 'custom', message: issueText(TOO_DEEP_MESSAGE.key, TOO_DEEP_MESSAGE.params), input: value });
      return z.NEVER;
    }
    return value;
  }, schema);
}
