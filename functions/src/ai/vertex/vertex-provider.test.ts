// Contract tests: the real @google/genai client talks real HTTP to a local fake of the Vertex endpoint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentUnavailableError, type AgentEvent } from '../agent';
import type { AgentTurn, CaseContext } from '../../domain/chat/agent-types';
import { DISCLAIMER } from '../../domain/chat/disclaimer';
import { COUNTRIES } from '../../shared/reference/countries';
import { DOCUMENT_CATEGORY_KEYS, ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';
import { SKIP_THOUGHT_SIGNATURE } from './build-contents';
import {
  errorBody,
  functionCallChunk,
  partsChunk,
  startFakeVertexServer,
  textChunks,
  type FakeVertexServer,
  type RecordedRequest,
} from './testing/fake-vertex-server';
import { staticTokenAuthClient } from './testing/static-token-auth';
import { caseContextFixture } from '../testing/case-context';
import { createVertexProvider, EMPTY_REPLY_TEXT, MAX_TOOL_ROUNDS, type VertexProviderOptions } from './vertex-provider';

const TOKEN = 'ya29.test-static-token';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ASK: AgentTurn[] = [{ role: 'user', text: 'What is a green card?' }];

let fake: FakeVertexServer;

beforeEach(async () => {
  fake = await startFakeVertexServer();
});

afterEach(async () => {
  vi.useRealTimers();
  await fake.close();
});

function provider(overrides: Partial<VertexProviderOptions> = {}) {
  return createVertexProvider({
    project: 'immigration-ai-test',
    location: 'us-east4',
    model: 'gemini-2.5-flash',
    timeoutMs: 5000,
    baseUrl: fake.baseUrl,
    authClient: staticTokenAuthClient(TOKEN),
    ...overrides,
  });
}

async function collect(events: AsyncIterable<AgentEvent>): Promise<AgentEvent[]> {
  const seen: AgentEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

/** Consumes a reply that should fail: `seen` fills as events arrive, `settled` turns true once it has failed. */
function consume(events: AsyncIterable<AgentEvent>) {
  const state = { seen: [] as AgentEvent[], settled: false };
  const outcome = (async (): Promise<{ seen: AgentEvent[]; error: unknown }> => {
    try {
      for await (const event of events) state.seen.push(event);
    } catch (error) {
      return { seen: state.seen, error };
    } finally {
      state.settled = true;
    }
    throw new Error(`expected the reply to fail, got ${JSON.stringify(state.seen)}`);
  })();
  return { state, outcome };
}

/** Runs the reply to its failure and returns what was yielded before it and the error. */
const failure = (events: AsyncIterable<AgentEvent>) => consume(events).outcome;

/**
 * Fakes only the deadline's clock (setTimeout): HTTP to the fake server still runs on real sockets and setImmediate,
 * so a test lets the request through, then moves time exactly to the deadline, whatever the machine's load.
 */
const useDeadlineClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Lets real I/O run, while the fake clock stands still, until `condition` holds. */
async function untilIo(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

function onlyRequest(): RecordedRequest {
  expect(fake.requests).toHaveLength(1);
  const [request] = fake.requests;
  if (request === undefined) throw new Error('no request recorded');
  return request;
}

describe('vertex provider', () => {
  it('identifies itself for the UI', () => {
    const p = provider();
    expect(p.name).toBe('vertex');
    expect(p.label).toBe('Gemini on Vertex AI');
  });

  it('streams text chunks in order and ends with the disclaimer as its own paragraph', async () => {
    fake.enqueue({ kind: 'stream', chunks: textChunks(['A green card ', 'is lawful ', 'permanent residence.']), delayMs: 20 });

    const events = await collect(provider().reply({ history: ASK }));

    expect(events).toEqual([
      { type: 'text', text: 'A green card ' },
      { type: 'text', text: 'is lawful ' },
      { type: 'text', text: 'permanent residence.' },
    ]);
  });

  it('calls the streamGenerateContent URL for the project, location and model, with the bearer token', async () => {
    fake.enqueue({ kind: 'stream', chunks: textChunks(['Hi']) });

    await collect(provider().reply({ history: ASK }));

    const request = onlyRequest();
    expect(request.url.pathname).toBe(
      '/v1beta1/projects/immigration-ai-test/locations/us-east4/publishers/google/models/gemini-2.5-flash:streamGenerateContent',
    );
    expect(request.url.searchParams.get('alt')).toBe('sse');
    expect([request.project, request.location, request.model]).toEqual(['immigration-ai-test', 'us-east4', 'gemini-2.5-flash']);
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.clientAborted).toBe(false);
  });

  it('sends the system instruction, the three tool declarations built from the reference lists, and quote_fees', async () => {
    fake.enqueue({ kind: 'stream', chunks: textChunks(['Hi']) });

    await collect(provider().reply({ history: ASK }));

    const { body } = onlyRequest();
    const instruction = body.systemInstruction?.parts?.map((part) => part.text).join('\n') ?? '';
    expect(instruction).toMatch(/not a lawyer/i);
    expect(instruction).toMatch(/U\.S\. immigration/);
    expect(instruction).toMatch(/rules engine/);

    const declarations = body.tools?.flatMap((tool) => tool.functionDeclarations ?? []) ?? [];
    expect(declarations.map((d) => d.name)).toEqual(['check_eligibility', 'review_documents', 'create_case', 'quote_fees']);
    const [eligibility, documents, createCase] = declarations;

    expect(eligibility?.parameters?.properties?.category?.enum).toEqual([...ELIGIBILITY_CATEGORIES]);
    expect(eligibility?.parameters?.properties?.category?.enum).toHaveLength(14);
    expect(eligibility?.parameters?.properties?.country?.enum).toEqual([...COUNTRIES]);
    expect(documents?.parameters?.properties?.category?.enum).toEqual([...DOCUMENT_CATEGORY_KEYS]);
    expect(documents?.parameters?.properties?.country?.enum).toEqual([...COUNTRIES]);
    expect(Object.keys(createCase?.parameters?.properties ?? {})).toEqual(['category']);
    expect(createCase?.parameters?.required ?? []).toEqual([]);
  });

  it('sends the history: user text with attachments inline, model text, and paired function call and response', async () => {
    fake.enqueue({ kind: 'stream', chunks: textChunks(['Noted.']) });
    const history: AgentTurn[] = [
      {
        role: 'user',
        text: 'Please look at these.',
        attachments: [
          { mimeType: 'image/png', name: 'passport.png', base64: 'iVBORw0KGgo=' },
          { mimeType: 'application/pdf', name: 'i-130.pdf', base64: 'JVBERi0xLjc=' },
          { mimeType: 'audio/webm', name: 'question.webm', base64: 'GkXfow==' },
        ],
      },
      { role: 'assistant', text: `Let me open the document review.\n\n${DISCLAIMER}` },
      { role: 'function_call', callId: 'call-1', name: 'review_documents', payload: { category: 'family' } },
      { role: 'function_result', callId: 'call-1', name: 'review_documents', result: { report: { title: 'Missing I-864' } } },
      { role: 'user', text: 'What is an I-864?' },
    ];

    await collect(provider().reply({ history }));

    expect(onlyRequest().body.contents).toEqual([
      {
        role: 'user',
        parts: [
          { text: 'Please look at these.' },
          { text: 'Attached file: passport.png' },
          { inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } },
          { text: 'Attached file: i-130.pdf' },
          { inlineData: { mimeType: 'application/pdf', data: 'JVBERi0xLjc=' } },
          { text: 'Attached file: question.webm' },
          { inlineData: { mimeType: 'audio/webm', data: 'GkXfow==' } },
        ],
      },
      {
        role: 'model',
        parts: [
          { text: 'Let me open the document review.' },
          {
            functionCall: { id: 'call-1', name: 'review_documents', args: { category: 'family' } },
            thoughtSignature: SKIP_THOUGHT_SIGNATURE,
          },
        ],
      },
      {
        role: 'user',
        parts: [
          {
            functionResponse: {
              id: 'call-1',
              name: 'review_documents',
              response: { output: { report: { title: 'Missing I-864' } } },
            },
          },
        ],
      },
      { role: 'user', parts: [{ text: 'What is an I-864?' }] },
    ]);
  });

  it('yields a function call with its payload and a fresh id when Vertex sends none, without a disclaimer', async () => {
    fake.enqueue({
      kind: 'stream',
      chunks: [functionCallChunk({ name: 'check_eligibility', args: { category: 'Student (F-1)', country: 'India' } })],
    });

    const events = await collect(provider().reply({ history: ASK }));

    expect(events).toEqual([
      {
        type: 'function_call',
        callId: expect.stringMatching(UUID),
        name: 'check_eligibility',
        payload: { category: 'Student (F-1)', country: 'India' },
      },
    ]);
  });

  it("keeps the call's own id and the order of text and calls within a reply", async () => {
    fake.enqueue({
      kind: 'stream',
      chunks: [
        partsChunk([{ text: 'I can open a case for you.' }], false),
        partsChunk([{ functionCall: { id: 'fc-7', name: 'create_case', args: {} } }]),
      ],
    });

    const events = await collect(provider().reply({ history: ASK }));

    expect(events).toEqual([
      { type: 'text', text: 'I can open a case for you.' },
      { type: 'function_call', callId: 'fc-7', name: 'create_case', payload: {} },
    ]);
  });

  it('never shows thought parts', async () => {
    fake.enqueue({
      kind: 'stream',
      chunks: [partsChunk([{ text: 'Thinking about visas…', thought: true }, { text: 'Here is the answer.' }])],
    });

    const events = await collect(provider().reply({ history: ASK }));

    expect(events).toEqual([{ type: 'text', text: 'Here is the answer.' }]);
  });

  it('answers politely when Gemini returns nothing, e.g. a blocked prompt', async () => {
    fake.enqueue({ kind: 'stream', chunks: [{ promptFeedback: { blockReason: 'SAFETY' }, modelVersion: 'gemini-fake-001' }] });

    const events = await collect(provider().reply({ history: ASK }));

    expect(events).toEqual([{ type: 'text', text: EMPTY_REPLY_TEXT }]);
  });

  it.each([429, 500, 503])('turns HTTP %i into AgentUnavailableError, keeping the cause and not retrying', async (status) => {
    fake.enqueue({ kind: 'error', status, body: errorBody(status) });

    const { seen, error } = await failure(provider().reply({ history: ASK }));

    expect(seen).toEqual([]);
    expect(error).toBeInstanceOf(AgentUnavailableError);
    expect((error as Error).message).toContain(String(status));
    expect((error as Error).cause).toMatchObject({ status });
    expect(fake.requests).toHaveLength(1);
  });

  it('turns an error sent inside the stream into AgentUnavailableError after the text already shown', async () => {
    fake.enqueue({ kind: 'stream', chunks: [...textChunks(['Partial']), errorBody(500, 'backend failed mid-stream')] });

    const { seen, error } = await failure(provider().reply({ history: ASK }));

    expect(seen).toEqual([{ type: 'text', text: 'Partial' }]);
    expect(error).toBeInstanceOf(AgentUnavailableError);
    expect((error as Error).cause).toBeDefined();
  });

  it('turns a refused connection into AgentUnavailableError', async () => {
    const closed = await startFakeVertexServer();
    const baseUrl = closed.baseUrl;
    await closed.close();

    const { error } = await failure(provider({ baseUrl }).reply({ history: ASK }));

    expect(error).toBeInstanceOf(AgentUnavailableError);
    expect((error as Error).message).toMatch(/could not be reached/);
  });

  it('gives up on a silent endpoint after timeoutMs', async () => {
    useDeadlineClock();
    fake.enqueue({ kind: 'hang' });

    const { state, outcome } = consume(provider({ timeoutMs: 300 }).reply({ history: ASK }));
    await untilIo(() => fake.requests.length === 1);
    await vi.advanceTimersByTimeAsync(299);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await outcome;

    expect(error).toBeInstanceOf(AgentUnavailableError);
    expect((error as Error).message).toMatch(/within 300 ms/);
    // The open request is cancelled too, not just abandoned.
    vi.useRealTimers();
    await vi.waitFor(() => expect(onlyRequest().clientAborted).toBe(true), { timeout: 1000 });
  });

  it('streams what arrived before a stall, then times out', async () => {
    useDeadlineClock();
    fake.enqueue({ kind: 'hang', chunksFirst: [partsChunk([{ text: 'The first part' }], false)] });

    const { state, outcome } = consume(provider({ timeoutMs: 300 }).reply({ history: ASK }));
    await untilIo(() => state.seen.length === 1);
    await vi.advanceTimersByTimeAsync(299);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { seen, error } = await outcome;

    expect(seen).toEqual([{ type: 'text', text: 'The first part' }]);
    expect(error).toBeInstanceOf(AgentUnavailableError);
    expect((error as Error).message).toMatch(/within 300 ms/);
  });

  it('closes the HTTP stream when the consumer stops reading early', async () => {
    fake.enqueue({ kind: 'hang', chunksFirst: [partsChunk([{ text: 'Enough' }], false)] });

    for await (const event of provider().reply({ history: ASK })) {
      expect(event).toEqual({ type: 'text', text: 'Enough' });
      break;
    }

    await vi.waitFor(() => expect(onlyRequest().clientAborted).toBe(true), { timeout: 1000 });
  });

  it("honours the caller's abort signal", async () => {
    useDeadlineClock();
    fake.enqueue({ kind: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);

    const { state, outcome } = consume(provider().reply({ history: ASK, signal: controller.signal }));
    await untilIo(() => fake.requests.length === 1);
    await vi.advanceTimersByTimeAsync(99);
    expect(state.settled).toBe(false);
    // Long before the 5 s deadline: the caller's abort alone ends the reply.
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await outcome;

    expect(error).toBeInstanceOf(AgentUnavailableError);
    expect((error as Error).message).toMatch(/cancelled/);
  });
});

describe("vertex provider: the chat's case (get_case)", () => {
  const STATUS_QUESTION: AgentTurn[] = [{ role: 'user', text: 'What is the status of my case?' }];
  const declaredNames = (request: RecordedRequest | undefined) =>
    request?.body.tools?.flatMap((tool) => tool.functionDeclarations ?? []).map((d) => d.name) ?? [];
  const instructionOf = (request: RecordedRequest | undefined) =>
    request?.body.systemInstruction?.parts?.map((part) => part.text).join('\n') ?? '';

  /** A loader that counts how often the provider asked for the case. */
  function loader(result: CaseContext | null = caseContextFixture()) {
    const calls = { count: 0 };
    return { calls, load: () => ((calls.count += 1), Promise.resolve(result)) };
  }

  it('neither declares get_case nor mentions it for a chat without a case', async () => {
    fake.enqueue({ kind: 'stream', chunks: textChunks(['Hi']) });

    await collect(provider().reply({ history: STATUS_QUESTION }));

    expect(declaredNames(onlyRequest())).toEqual(['check_eligibility', 'review_documents', 'create_case', 'quote_fees']);
    expect(instructionOf(onlyRequest())).not.toMatch(/get_case/);
  });

  it('declares get_case without parameters for a chat about a case, and tells the model to use it', async () => {
    fake.enqueue({ kind: 'stream', chunks: textChunks(['Hi']) });
    const { calls, load } = loader();

    await collect(provider().reply({ history: STATUS_QUESTION, caseContext: load }));

    const request = onlyRequest();
    expect(declaredNames(request)).toEqual(['check_eligibility', 'review_documents', 'create_case', 'quote_fees', 'get_case']);
    const getCase = request.body.tools?.flatMap((tool) => tool.functionDeclarations ?? []).find((d) => d.name === 'get_case');
    expect(getCase?.parameters).toBeUndefined();
    expect(instructionOf(request)).toMatch(/Call get_case whenever the user asks about their case/);
    // Not read unless the model asks for it.
    expect(calls.count).toBe(0);
  });

  it('runs get_case itself, sends the case back as the function response, then streams the answer', async () => {
    fake.enqueue(
      {
        kind: 'stream',
        chunks: [partsChunk([{ text: 'Let me look at your case. ' }], false), functionCallChunk({ name: 'get_case', args: {} })],
      },
      { kind: 'stream', chunks: textChunks(['Case IA-2026-000123 is ', 'Pending.']) },
    );
    const { calls, load } = loader();

    const events = await collect(provider().reply({ history: STATUS_QUESTION, caseContext: load }));

    expect(events).toEqual([
      { type: 'text', text: 'Let me look at your case. ' },
      { type: 'text', text: 'Case IA-2026-000123 is ' },
      { type: 'text', text: 'Pending.' },
    ]);
    expect(calls.count).toBe(1);
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    const contents = second?.body.contents ?? [];
    expect(contents.slice(0, -2)).toEqual(first?.body.contents);
    const [call, response] = contents.slice(-2);
    expect(call).toEqual({
      role: 'model',
      parts: [
        { text: 'Let me look at your case. ' },
        { functionCall: { id: expect.stringMatching(UUID), name: 'get_case', args: {} }, thoughtSignature: SKIP_THOUGHT_SIGNATURE },
      ],
    });
    const callId = call?.parts?.[1]?.functionCall?.id;
    expect(response).toEqual({
      role: 'user',
      parts: [{ functionResponse: { id: callId, name: 'get_case', response: { output: caseContextFixture() } } }],
    });
    // What the model reads: the case's own status, number and findings.
    const sent = JSON.stringify(response);
    expect(sent).toContain('"status":"Pending"');
    expect(sent).toContain('IA-2026-000123');
    expect(sent).toContain('Funds do not cover the first year of study.');
    expect(sent).toContain('"outcome":"fail"');
    expect(declaredNames(second)).toContain('get_case');
  });

  it('starts the answer after get_case as its own paragraph when the text before it ended without a break', async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [partsChunk([{ text: 'Let me check.' }, { functionCall: { name: 'get_case', args: {} } }])] },
      { kind: 'stream', chunks: textChunks(['It is Pending.']) },
    );

    const events = await collect(provider().reply({ history: STATUS_QUESTION, caseContext: loader().load }));

    expect(events.map((e) => (e.type === 'text' ? e.text : '')).join('')).toBe('Let me check.\n\nIt is Pending.');
  });

  it("sends the model's own call id and thought signature back with the response", async () => {
    fake.enqueue(
      {
        kind: 'stream',
        chunks: [partsChunk([{ functionCall: { id: 'fc-1', name: 'get_case', args: {} }, thoughtSignature: 'c2lnLTE=' }])],
      },
      { kind: 'stream', chunks: textChunks(['Done.']) },
    );

    await collect(provider().reply({ history: STATUS_QUESTION, caseContext: loader().load }));

    const contents = fake.requests[1]?.body.contents ?? [];
    expect(contents.at(-2)).toEqual({
      role: 'model',
      parts: [{ functionCall: { id: 'fc-1', name: 'get_case', args: {} }, thoughtSignature: 'c2lnLTE=' }],
    });
    expect(contents.at(-1)?.parts?.[0]?.functionResponse?.id).toBe('fc-1');
  });

  it('answers get_case with an error the model can explain when the case is gone, or cannot be read', async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'get_case', args: {} })] },
      { kind: 'stream', chunks: textChunks(['I could not find that case.']) },
    );
    await collect(provider().reply({ history: STATUS_QUESTION, caseContext: loader(null).load }));
    expect(fake.requests[1]?.body.contents?.at(-1)?.parts?.[0]?.functionResponse?.response).toEqual({
      error: expect.stringMatching(/not found/),
    });

    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'get_case', args: {} })] },
      { kind: 'stream', chunks: textChunks(['Please try again.']) },
    );
    const events = await collect(
      provider().reply({ history: STATUS_QUESTION, caseContext: () => Promise.reject(new Error('Firestore down')) }),
    );
    expect(fake.requests[3]?.body.contents?.at(-1)?.parts?.[0]?.functionResponse?.response).toEqual({
      error: expect.stringMatching(/could not be loaded/),
    });
    expect(events[0]).toEqual({ type: 'text', text: 'Please try again.' });
  });

  it(`answers get_case at most ${MAX_TOOL_ROUNDS} times per reply, loading the case once`, async () => {
    const again = { kind: 'stream' as const, chunks: [functionCallChunk({ name: 'get_case', args: {} })] };
    fake.enqueue(...Array.from({ length: MAX_TOOL_ROUNDS + 1 }, () => again));
    const { calls, load } = loader();

    const events = await collect(provider().reply({ history: STATUS_QUESTION, caseContext: load }));

    expect(fake.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(calls.count).toBe(1);
    expect(events).toEqual([{ type: 'text', text: EMPTY_REPLY_TEXT }]);
  });

  it('ignores a get_case call in a chat without a case: nothing is run, shown or stored', async () => {
    fake.enqueue({
      kind: 'stream',
      chunks: [partsChunk([{ text: 'Here is what I know.' }, { functionCall: { name: 'get_case', args: {} } }])],
    });

    const events = await collect(provider().reply({ history: STATUS_QUESTION }));

    expect(events).toEqual([{ type: 'text', text: 'Here is what I know.' }]);
    expect(fake.requests).toHaveLength(1);
  });

  it('proposes a tool called beside get_case once, and replays only get_case', async () => {
    fake.enqueue(
      {
        kind: 'stream',
        chunks: [
          partsChunk([
            { functionCall: { id: 'fc-case', name: 'get_case', args: {} } },
            { functionCall: { id: 'fc-docs', name: 'review_documents', args: {} } },
          ]),
        ],
      },
      {
        kind: 'stream',
        chunks: [
          partsChunk([
            { text: 'Your case needs proof of funds.' },
            { functionCall: { id: 'fc-docs-2', name: 'review_documents', args: {} } },
          ]),
        ],
      },
    );

    const events = await collect(provider().reply({ history: STATUS_QUESTION, caseContext: loader().load }));

    expect(events).toEqual([
      { type: 'function_call', callId: 'fc-docs', name: 'review_documents', payload: {} },
      { type: 'text', text: 'Your case needs proof of funds.' },
    ]);
    const replayed = fake.requests[1]?.body.contents?.at(-2)?.parts?.map((part) => part.functionCall?.name);
    expect(replayed).toEqual(['get_case']);
  });
});
