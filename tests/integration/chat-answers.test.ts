// The assistant answers the question asked, through the stack's chat socket (offline assistant): every part of a
// question with several, the asker's own facts routed to the Eligibility Check with them filled in, and an honest
// "not sure" with a clarifying question when no card fits. Two users, each seeing only their own chats.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMERS } from '../../functions/src/domain/chat/disclaimer';
import { endOf, twoConnectedUsers, type Client, type Logged, type TwoUsers } from '../support/chat-recorder';

const callsOf = (events: Logged[]) =>
  events.flatMap((e) =>
    e.type === 'assistant-message' ? [(e.event as { function_call: { name: string; payload: unknown } }).function_call] : [],
  );

describe('the assistant over the chat socket', () => {
  let users: TwoUsers | undefined;
  let a: Client;
  let b: Client;

  beforeAll(async () => {
    users = await twoConnectedUsers();
    ({ a, b } = users);
  });
  afterAll(() => users?.close());

  it('answers both parts of a Spanish question, in Spanish, each under its heading', async () => {
    const chatId = randomUUID();
    const ack = await a.send(chatId, '¿Puedo trabajar y viajar mientras mi I-485 está pendiente?');
    const text = endOf(await a.reply(ack))?.text ?? '';
    expect(text).toContain('#### ¿Puedo trabajar mientras mi I-485 está pendiente?');
    expect(text).toContain('#### ¿Puedo viajar mientras mi I-485 está pendiente?');
    expect(text).toContain('/resources/learn/work-while-green-card-pending?lang=es');
    expect(text).toContain('/resources/learn/travel-while-aos-pending?lang=es');
    expect(text).toContain('**Relacionado:**');
    expect(text).not.toMatch(/\*\*Related:\*\*|\*\*Source:\*\*/);
    // Bob cannot read Alice's chat.
    const theirs = await b.history(chatId);
    expect(theirs.ok).toBe(false);
  });

  it('says what an entry without inspection means, citing the law, and opens the check with the entry filled in', async () => {
    const chatId = randomUUID();
    const message = 'I crossed the border without a visa in 2015, my husband is a U.S. citizen';
    const ack = await b.send(chatId, message);
    const events = await b.reply(ack);
    const text = endOf(events)?.text ?? '';
    expect(text).toMatch(/INA 245\(a\)/);
    expect(text).toMatch(/I-601A/);
    expect(text).not.toMatch(/F2A/);
    // An answer about the asker's own situation repeats the disclaimer.
    expect(text.trimEnd().endsWith(`*${DISCLAIMERS.en}*`)).toBe(true);
    expect(callsOf(events)).toEqual([
      {
        name: 'check_eligibility',
        payload: { category: 'Family-Based', immigrationHistory: { entry: { manner: 'without-inspection' } }, details: message },
      },
    ]);
  });

  it('asks one clarifying question and offers the closest answers when no card fits', async () => {
    const chatId = randomUUID();
    const ack = await a.send(chatId, 'How do I get a Canadian work permit?');
    const text = endOf(await a.reply(ack))?.text ?? '';
    expect(text).toContain("I'd rather not guess");
    expect(text).toContain('Did you mean one of these?');
    expect(text).toContain('Which form, visa or situation is your question about?');
    expect(text).not.toContain(DISCLAIMERS.en);
  });

  it('says which part it has no answer for', async () => {
    const chatId = randomUUID();
    const ack = await b.send(chatId, 'What is an RFE? And how do I get a Canadian work permit?');
    const text = endOf(await b.reply(ack))?.text ?? '';
    expect(text).toContain('#### What is an RFE?');
    expect(text).toContain('/resources/learn/what-is-an-rfe');
    expect(text).toContain("I don't have a sure answer to this part");
  });
});
