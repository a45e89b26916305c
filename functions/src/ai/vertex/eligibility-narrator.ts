// Gemini writes a short plain-language narrative of an eligibility check from the rules engine's findings. It
// explains; it decides nothing: the engine's outcome and summary stay as they are (domain/eligibility/narrative.ts).
import type { EligibilityNarrator, NarrativeSubject } from '../narrator';
import { createVertexClient, streamEvents, type VertexClientOptions } from './client';
import { startDeadline } from './deadline';
import { log } from '../../log';

export interface VertexNarratorOptions extends VertexClientOptions {
  model: string;
  /** The applicant is waiting on the Results step: past this, the engine's summary stands alone. */
  timeoutMs: number;
}

/** Longer than the few sentences asked for means the model went off script; the engine's summary is enough. */
export const MAX_NARRATIVE_CHARS = 1200;

export const NARRATIVE_INSTRUCTION = [
  'You explain the result of a rules-based U.S. immigration eligibility check to the applicant who took it.',
  'Write 2 to 4 short, plain sentences addressed to the applicant ("you"), calm and kind.',
  'The outcome was decided by the rules and is final: state it as given and never contradict it.',
  'Use only the findings provided. Do not add laws, amounts, dates, deadlines or chances of success that are not in them.',
  'Do not give legal advice. Where a finding needs review, suggest speaking with an immigration attorney.',
  'Plain text only: no headings, lists, links or markdown.',
].join('\n');

/** The findings as the model reads them: the outcome, then each finding with its source. */
export function narrativePrompt({ category, analysis }: NarrativeSubject): string {
  return JSON.stringify(
    {
      category,
      outcome: analysis.eligible ? 'The applicant appears to qualify.' : 'The applicant does not currently qualify.',
      findings: analysis.findings.map((f) => ({
        result: f.outcome === 'pass' ? 'met' : f.outcome === 'fail' ? 'not met' : 'needs review',
        reason: f.reason,
        recommendation: f.recommendation,
        source: f.citation.reference,
      })),
    },
    null,
    2,
  );
}

export function createVertexNarrator(options: VertexNarratorOptions): EligibilityNarrator {
  const ai = createVertexClient(options);
  return {
    label: 'Gemini on Vertex AI',
    async narrate(subject) {
      const deadline = startDeadline(options.timeoutMs);
      try {
        const events = streamEvents(
          ai,
          {
            model: options.model,
            contents: [{ role: 'user', parts: [{ text: narrativePrompt(subject) }] }],
            config: { systemInstruction: NARRATIVE_INSTRUCTION, temperature: 0.2 },
          },
          deadline.signal,
        );
        let text = '';
        for await (const event of events) if (event.type === 'text') text += event.text;
        const narrative = text.trim();
        return narrative && narrative.length <= MAX_NARRATIVE_CHARS ? narrative : null;
      } catch (error) {
        log.warn('eligibility narrative not written', {
          reason: deadline.cause() ?? (error instanceof Error ? error.message : String(error)),
        });
        return null;
      } finally {
        deadline.dispose();
      }
    },
  };
}
