// Contract tests for search_knowledge: the real @google/genai client against the local Vertex fake, with the tool
// answered by the provider from a real (small) knowledge base.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../agent';
import type { AgentTurn } from '../../domain/chat/agent-types';
import { DISCLAIMERS } from '../../domain/chat/disclaimer';
import type { KnowledgeBase } from '../../domain/knowledge/knowledge-base';
import { fixtureKnowledgeBase } from '../../domain/knowledge/testing/fixture';
import { functionCallChunk, partsChunk, startFakeVertexServer, textChunks, type FakeVertexServer } from './testing/fake-vertex-server';
import { staticTokenAuthClient } from './testing/static-token-auth';
import { createVertexProvider } from './vertex-provider';

let fake: FakeVertexServer;
const kb = fixtureKnowledgeBase();

beforeEach(async () => {
  fake = await startFakeVertexServer();
});

afterEach(async () => {
  await fake.close();
});

function provider(knowledge: () => Promise<KnowledgeBase> = () => Promise.resolve(kb)) {
  return createVertexProvider({
    project: 'immigration-ai-test',
    location: 'us-east4',
    model: 'gemini-2.5-flash',
    timeoutMs: 5000,
    baseUrl: fake.baseUrl,
    authClient: staticTokenAuthClient('ya29.test'),
    knowledge,
  });
}

async function textOf(events: AsyncIterable<AgentEvent>): Promise<string> {
  let text = '';
  for await (const event of events) if (event.type === 'text') text += event.text;
  return text;
}

const ask = (text: string): AgentTurn[] => [{ role: 'user', text }];

/** The function response the provider sent back in the last request. */
function toolResponse(): Record<string, unknown> | undefined {
  return fake.requests.at(-1)?.body.contents?.at(-1)?.parts?.[0]?.functionResponse?.response as Record<string, unknown> | undefined;
}

describe('vertex provider: search_knowledge', () => {
  it('declares search_knowledge and tells the model to answer from it, with figures only from the cards', async () => {
    fake.enqueue({ kind: 'stream', chunks: textChunks(['Hi']) });
    await textOf(provider().reply({ history: ask('hello') }));
    const body = fake.requests[0]?.body;
    const declared = body?.tools?.flatMap((tool) => tool.functionDeclarations ?? []) ?? [];
    const search = declared.find((d) => d.name === 'search_knowledge');
    expect(search?.parameters?.required).toEqual(['query']);
    const instruction = body?.systemInstruction?.parts?.map((p) => p.text).join('\n') ?? '';
    expect(instruction).toMatch(/call search_knowledge/);
    expect(instruction).toMatch(/never from memory/);
  });

  it('runs the search itself, gives the model the cards with their figures and sources, and cites them when the model did not', async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'search_knowledge', args: { query: 'N-400 fee', language: 'en' } })] },
      { kind: 'stream', chunks: textChunks(['The N-400 costs $710 online.']) },
    );

    const text = await textOf(provider().reply({ history: ask('What is the N-400 fee?') }));

    const response = toolResponse();
    const cards = (response?.['output'] as { cards: Array<Record<string, unknown>> }).cards;
    expect(cards[0]).toMatchObject({
      id: 'n400-fee',
      knowledgeCenterLink: '/resources/learn/n400-fee',
      checkedOn: '2026-11-23',
      sources: [{ url: 'https://www.uscis.gov/n-400' }],
      figures: [{ label: 'N-400 online', value: '$710', source: 'https://www.uscis.gov/g-1055' }],
    });
    expect(String(cards[0]?.['answer'])).toContain('$710 online');
    expect(text).toBe(
      `The N-400 costs $710 online.\n\n**Source:** [What is the N-400 fee?](/resources/learn/n400-fee) · [USCIS: N-400, Application for Naturalization](https://www.uscis.gov/n-400)`,
    );
  });

  it('adds nothing when the model cited the card itself', async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [partsChunk([{ functionCall: { name: 'search_knowledge', args: { query: 'N-400 fee' } } }])] },
      { kind: 'stream', chunks: textChunks(['It is $710 ([source](https://www.uscis.gov/n-400)).']) },
    );
    const text = await textOf(provider().reply({ history: ask('What is the N-400 fee?') }));
    expect(text).toBe(`It is $710 ([source](https://www.uscis.gov/n-400)).`);
  });

  it('returns the cards in the asked language, and leaves the disclaimer to the top of the chat', async () => {
    fake.enqueue(
      {
        kind: 'stream',
        chunks: [functionCallChunk({ name: 'search_knowledge', args: { query: '¿Cuánto cuesta la N-400?', language: 'es' } })],
      },
      { kind: 'stream', chunks: textChunks(['Cuesta $710 en línea.']) },
    );
    const text = await textOf(provider().reply({ history: ask('¿Cuánto cuesta la solicitud N-400?') }));
    const cards = (toolResponse()?.['output'] as { cards: Array<Record<string, unknown>> }).cards;
    expect(cards[0]).toMatchObject({ id: 'n400-fee', language: 'es', question: '¿Cuánto cuesta la solicitud N-400?' });
    expect(text).toContain('**Fuente:** [¿Cuánto cuesta la solicitud N-400?](/resources/learn/n400-fee?lang=es)');
    expect(Object.values(DISCLAIMERS).some((d) => text.includes(d))).toBe(false);
  });

  it('repeats the disclaimer, in the language asked, under an answer about the asker’s own situation', async () => {
    fake.enqueue({ kind: 'stream', chunks: textChunks(['Entrar sin inspección importa para su caso.']) });
    const text = await textOf(provider().reply({ history: ask('Crucé la frontera sin visa y mi esposo es ciudadano, ¿puedo arreglar?') }));
    expect(text.endsWith(DISCLAIMERS.es)).toBe(true);
  });

  it('gives the model no card that answers another question, only the closest ones to offer, and tells it to ask', async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'search_knowledge', args: { query: 'What is the H-1B cap?' } })] },
      { kind: 'stream', chunks: textChunks(['Did you mean the cap-gap? Which do you mean?']) },
    );
    await textOf(provider().reply({ history: ask('What is the H-1B cap?') }));
    const output = toolResponse()?.['output'] as { cards: unknown[]; closest: Array<{ question: string }>; note: string };
    // The cap-gap card shares "H-1B" and "cap" but answers another question: it is offered, not given.
    expect(output.cards).toEqual([]);
    expect(output.closest.map((c) => c.question)).toContain('What is the cap-gap extension?');
    expect(output.note).toMatch(/Do not answer it from another card.*Did you mean.*clarifying question/s);
    const instruction = fake.requests[0]?.body.systemInstruction?.parts?.map((p) => p.text).join('\n') ?? '';
    expect(instruction).toMatch(/never answer from a card about another question/);
  });

  it('says when no card covers the question, and cites nothing', async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'search_knowledge', args: { query: 'capital of France' } })] },
      { kind: 'stream', chunks: textChunks(['I do not know.']) },
    );
    const text = await textOf(provider().reply({ history: ask('What is the capital of France?') }));
    expect(toolResponse()).toEqual({ output: { cards: [], closest: [], note: expect.stringMatching(/No card covers this question/) } });
    expect(text).toBe(`I do not know.`);
  });

  it('answers with an error the model can explain when the query is empty or the knowledge base cannot load', async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'search_knowledge', args: { query: '  ' } })] },
      { kind: 'stream', chunks: textChunks(['Sorry.']) },
    );
    await textOf(provider().reply({ history: ask('fee?') }));
    expect(toolResponse()).toEqual({ error: expect.stringMatching(/Give a query/) });

    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'search_knowledge', args: { query: 'N-400 fee' } })] },
      { kind: 'stream', chunks: textChunks(['Check USCIS.']) },
    );
    const text = await textOf(
      provider(() => Promise.reject(new Error('Firestore down'))).reply({ history: ask('What is the N-400 fee?') }),
    );
    expect(toolResponse()).toEqual({ error: expect.stringMatching(/unavailable/) });
    expect(text.startsWith('Check USCIS.')).toBe(true);
  });

  it('is not declared, and a call to it is ignored, without a knowledge base', async () => {
    fake.enqueue({
      kind: 'stream',
      chunks: [partsChunk([{ text: 'Hello.' }, { functionCall: { name: 'search_knowledge', args: { query: 'x' } } }])],
    });
    const noKnowledge = createVertexProvider({
      project: 'p',
      location: 'us-east4',
      model: 'gemini-2.5-flash',
      timeoutMs: 5000,
      baseUrl: fake.baseUrl,
      authClient: staticTokenAuthClient('ya29.test'),
    });
    const text = await textOf(noKnowledge.reply({ history: ask('hello') }));
    expect(text).toBe(`Hello.`);
    expect(fake.requests).toHaveLength(1);
    const declared = fake.requests[0]?.body.tools?.flatMap((tool) => tool.functionDeclarations ?? []).map((d) => d.name);
    expect(declared).not.toContain('search_knowledge');
  });
});
