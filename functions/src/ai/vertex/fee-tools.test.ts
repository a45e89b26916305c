// Contract tests for quote_fees and processing_times: the real @google/genai client against the local Vertex fake,
// with both tools answered by the provider, from the fee engine and from given processing times.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../agent';
import type { ProcessingTimeFigure } from '../../domain/processing-times/parse-processing-times';
import { FIGURES } from '../../domain/knowledge/facts/figure-table';
import { functionCallChunk, startFakeVertexServer, textChunks, type FakeVertexServer } from './testing/fake-vertex-server';
import { staticTokenAuthClient } from './testing/static-token-auth';
import { createVertexProvider } from './vertex-provider';

let fake: FakeVertexServer;

beforeEach(async () => {
  fake = await startFakeVertexServer();
});
afterEach(async () => {
  await fake.close();
});

const fee = (id: string): number => FIGURES.find((figure) => figure.id === id)!.value;
const NBC: ProcessingTimeFigure = {
  form: 'I-485',
  office: 'NBC',
  categoryKey: '485-family',
  category: 'Family-based adjustment',
  typicalMonths: 10.5,
  asOf: '2026-10-31',
  source: 'https://egov.uscis.gov/processing-times/',
};

function provider(processingTimes?: (form: string) => Promise<ProcessingTimeFigure[]>) {
  return createVertexProvider({
    project: 'immigration-ai-test',
    location: 'us-east4',
    model: 'gemini-2.5-flash',
    timeoutMs: 5000,
    baseUrl: fake.baseUrl,
    authClient: staticTokenAuthClient('ya29.test'),
    ...(processingTimes ? { processingTimes } : {}),
  });
}

async function textOf(events: AsyncIterable<AgentEvent>): Promise<string> {
  let text = '';
  for await (const event of events) if (event.type === 'text') text += event.text;
  return text;
}

const toolResponse = (): Record<string, unknown> | undefined =>
  fake.requests.at(-1)?.body.contents?.at(-1)?.parts?.[0]?.functionResponse?.response as Record<string, unknown> | undefined;
const instruction = () => fake.requests[0]?.body.systemInstruction?.parts?.map((p) => p.text).join('\n') ?? '';
const declared = (at = 0) =>
  fake.requests
    .at(at)
    ?.body.tools?.flatMap((tool) => tool.functionDeclarations ?? [])
    .map((d) => d.name) ?? [];

describe('vertex provider: quote_fees', () => {
  it("prices the forms with the fee engine and gives the model the lines, the total and the calculator's link", async () => {
    fake.enqueue(
      {
        kind: 'stream',
        chunks: [functionCallChunk({ name: 'quote_fees', args: { forms: ['I-485', 'I-765'], withPendingI485: true, language: 'es' } })],
      },
      { kind: 'stream', chunks: textChunks(['El total es de $1,700.']) },
    );
    const text = await textOf(provider().reply({ history: [{ role: 'user', text: '¿Cuánto pago por el I-485 y el I-765?' }] }));
    expect(text).toContain('El total es de $1,700.');
    expect(instruction()).toMatch(/call quote_fees/);
    const output = toolResponse()?.['output'] as {
      lines: Array<{ form: string; amount: number; conditions: string[] }>;
      total: number;
      feeCalculatorLink: string;
    };
    expect(output.lines.map((line) => [line.form, line.amount])).toEqual([
      ['I-485', fee('fee-i485')],
      ['I-765', fee('fee-i765-with-i485')],
    ]);
    expect(output.total).toBe(fee('fee-i485') + fee('fee-i765-with-i485'));
    expect(output.lines[0]?.conditions.join(' ')).toContain('Solo se presenta en papel');
    expect(output.feeCalculatorLink).toBe('/resources/fees?forms=I-485%2CI-765');
  });

  it('answers an unknown form, or an I-129 without its classification, with an error the model can explain', async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'quote_fees', args: { forms: ['X-12'] } })] },
      { kind: 'stream', chunks: textChunks(['Which form?']) },
    );
    await textOf(provider().reply({ history: [{ role: 'user', text: 'How much is X-12?' }] }));
    expect(toolResponse()).toEqual({ error: 'No USCIS fee is known for X-12. Check the form number.' });
  });
});

describe('vertex provider: processing_times', () => {
  it('is declared only with processing times to read, and answers from them', async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'processing_times', args: { form: 'i-485', office: 'nbc' } })] },
      { kind: 'stream', chunks: textChunks(['About 10.5 months at NBC.']) },
    );
    const asked: string[] = [];
    const text = await textOf(
      provider((form) => {
        asked.push(form);
        return Promise.resolve([NBC]);
      }).reply({ history: [{ role: 'user', text: 'How long does the I-485 take at NBC?' }] }),
    );
    expect(text).toContain('10.5 months');
    expect(declared()).toContain('processing_times');
    expect(instruction()).toMatch(/call processing_times/);
    expect(asked).toEqual(['I-485']);
    expect(toolResponse()).toMatchObject({
      output: { times: [{ office: 'NBC', typicalMonths: 10.5, asOf: '2026-10-31' }], trackApplicationsLink: '/cases/track' },
    });
  });

  it('says when nothing was imported, and is not declared without processing times', async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'processing_times', args: { form: 'I-90' } })] },
      { kind: 'stream', chunks: textChunks(['See USCIS.']) },
    );
    await textOf(provider(() => Promise.resolve([])).reply({ history: [{ role: 'user', text: 'How long does the I-90 take?' }] }));
    expect(JSON.stringify(toolResponse())).toContain('No processing time was imported');

    fake.enqueue({ kind: 'stream', chunks: textChunks(['Hi']) });
    await textOf(provider().reply({ history: [{ role: 'user', text: 'hello' }] }));
    expect(declared(-1)).not.toContain('processing_times');
    expect(declared(-1)).toContain('quote_fees');
  });
});
