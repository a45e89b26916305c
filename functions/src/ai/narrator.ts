// The optional narrative on an eligibility result: written by Gemini when Vertex AI is configured. The offline
// assistant writes none, as the rules engine's own summary already says everything it knows.
import { config, type Config } from '../config';
import type { EligibilityAnalysis } from '../shared/eligibility/types';
import type { EligibilityCategory } from '../shared/reference/categories';
import { vertexSettings } from './provider';
import { createVertexNarrator } from './vertex/eligibility-narrator';

export interface NarrativeSubject {
  category: EligibilityCategory;
  analysis: EligibilityAnalysis;
}

export interface EligibilityNarrator {
  /** Who wrote the narrative, shown with it. */
  readonly label: string;
  /** A few plain sentences, or null when none could be written in time; never throws. */
  narrate(subject: NarrativeSubject): Promise<string | null>;
}

/** The narrative waits at most this long (or the assistant's own budget, if shorter). */
const NARRATIVE_TIMEOUT_MS = 8000;

export function createNarrator(ai: Config['ai'] = config.ai): EligibilityNarrator | null {
  if (ai.provider !== 'vertex') return null;
  return createVertexNarrator({ ...vertexSettings(ai), timeoutMs: Math.min(ai.timeoutMs, NARRATIVE_TIMEOUT_MS) });
}

let shared: EligibilityNarrator | null | undefined;

export function eligibilityNarrator(): EligibilityNarrator | null {
  if (shared === undefined) shared = createNarrator();
  return shared;
}
