// A Message (./message.ts) as zod reads it: in a stored record (data/stored-fields.ts) and in an API answer that
// carries one (shared/contracts). Its own module, so code that only writes Messages does not load zod.
import { z } from 'zod';
import type { Message, MessageKey, MessageParam } from './message';

/** A key by its form only: a stored key the catalogs no longer have still renders (as the key). */
const messageKey = z.custom<MessageKey>((value) => typeof value === 'string' && /^[a-z-]+:[A-Za-z0-9_]+$/.test(value));
const dateParam = z.object({ date: z.string(), timeZone: z.string().optional(), time: z.boolean().optional() });
const messageParam: z.ZodType<MessageParam> = z.lazy(() => z.union([z.string(), z.number(), dateParam, messageSchema]));

/** A Message: its key and parameters, nested ones too. */
export const messageSchema: z.ZodType<Message> = z.object({
  key: messageKey,
  params: z.record(z.string(), messageParam).optional(),
});
