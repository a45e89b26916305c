// Contract tests of the eligibility narrative: the real @google/genai client against a local fake of Vertex AI.
import { describe, expect, it, vi } from 'vitest';
import { analyse } from '../../domain/eligibility/testing/applicant-fixture';
import { createVertexNarrator, MAX_NARRATIVE_CHARS, NARRATIVE_INSTRUCTION } from './eligibility-narrator';
import { errorBody, functionCallChunk, textChunks } from './testing/fake-vertex-server';
import { useFakeVertexServer } from './testing/fake-vertex-suite';

const vertex = useFakeVertexServer();

const narrator = (timeoutMs = 5000) => createVertexNarrator(vertex.options(timeoutMs));

const category = 'Investor (EB-5)' as const;
const analysis = analyse(category, { investmentAmount: 500_000, TEADesignation: false });

describe('Vertex eligibility narrator', () => {
  it('sends the outcome and every finding with its source, and returns the streamed text', async () => {
    vertex.server.enqueue({ kind: 'stream', chunks: textChunks(['Your investment is below ', 'the minimum the law sets.  ']) });
    expect(await narrator().narrate({ category, analysis })).toBe('Your investment is below the minimum the law sets.');

    const request = vertex.server.requests[0];
    expect(request?.model).toBe('gemini-2.5-flash');
    expect(request?.body.systemInstruction?.parts?.[0]?.text).toBe(NARRATIVE_INSTRUCTION);
    expect(request?.body.tools).toBeUndefined();
    const prompt = JSON.parse(request?.body.contents?.[0]?.parts?.[0]?.text ?? '{}') as {
      category: string;
      outcome: string;
      findings: Array<{ result: string; reason: string; source: string }>;
    };
    expect(prompt.category).toBe(category);
    expect(prompt.outcome).toBe('The applicant does not currently qualify.');
    expect(prompt.findings).toHaveLength(analysis.findings.length);
    const failed = analysis.findings.find((f) => f.outcome === 'fail');
    expect(prompt.findings).toContainEqual(
      expect.objectContaining({ result: 'not met', reason: failed?.reason, source: failed?.citation.reference }),
    );
  });

  it('gives no narrative when Vertex fails, answers with nothing usable, or runs long', async () => {
    vertex.server.enqueue({ kind: 'error', status: 503, body: errorBody(503) });
    expect(await narrator().narrate({ category, analysis })).toBeNull();

    vertex.server.enqueue({ kind: 'stream', chunks: [functionCallChunk({ name: 'check_eligibility', args: {} })] });
    expect(await narrator().narrate({ category, analysis })).toBeNull();

    vertex.server.enqueue({ kind: 'stream', chunks: textChunks(['x'.repeat(MAX_NARRATIVE_CHARS + 1)]) });
    expect(await narrator().narrate({ category, analysis })).toBeNull();
  });

  it('gives up on a silent model at its time budget', async () => {
    // Only the deadline's clock is fake: the request reaches the fake server over real sockets first.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vertex.server.enqueue({ kind: 'hang' });
    let settled = false;
    const narrative = narrator(300)
      .narrate({ category, analysis })
      .finally(() => (settled = true));
    while (vertex.server.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));

    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await narrative).toBeNull();
  });
});
