import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../agent';
import { splitIntoChunks, streamText } from './stream-text';

const TEXT =
  'Here is a short answer:\n\n> A Request for Evidence asks for more documents before USCIS decides.\n\nSource: [RFE](/resources/glossary#rfe)';

describe('splitIntoChunks', () => {
  it('cuts at whitespace into several chunks that concatenate to the input', () => {
    const chunks = splitIntoChunks(TEXT);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join('')).toBe(TEXT);
    for (const c of chunks) expect(c.length).toBeLessThan(80);
  });

  it('keeps leading and trailing whitespace and handles empty text', () => {
    expect(splitIntoChunks('  a b  ').join('')).toBe('  a b  ');
    expect(splitIntoChunks('')).toEqual([]);
  });
});

describe('streamText', () => {
  it('yields text events in order', async () => {
    const events: AgentEvent[] = [];
    for await (const e of streamText(TEXT)) events.push(e);
    expect(events.every((e) => e.type === 'text')).toBe(true);
    expect(events.map((e) => (e.type === 'text' ? e.text : '')).join('')).toBe(TEXT);
  });

  it('gives other work a turn between chunks', async () => {
    const order: string[] = [];
    const other = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('other');
        resolve();
      }),
    );
    for await (const e of streamText(TEXT)) if (e.type === 'text') order.push('chunk');
    await other;
    expect(order[0]).toBe('chunk');
    expect(order.indexOf('other')).toBeGreaterThan(0);
    expect(order.indexOf('other')).toBeLessThan(order.length - 1);
  });

  it('stops once aborted', async () => {
    const controller = new AbortController();
    const events: AgentEvent[] = [];
    for await (const e of streamText(TEXT, controller.signal)) {
      events.push(e);
      controller.abort();
    }
    expect(events).toHaveLength(1);
  });
});
