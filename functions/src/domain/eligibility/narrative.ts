// Joins an AI-written narrative to the engine's analysis. The engine's summary stays first, because it states the
// outcome; the narrative follows as its own paragraph, labelled with its writer. Nothing else changes: not
// `eligible`, not a reason, a recommendation or a citation.
import type { EligibilityAnalysis } from '../../shared/eligibility/types';

export interface Narrative {
  text: string;
  /** Who wrote it, e.g. "Gemini on Vertex AI". */
  by: string;
}

export type NarratedAnalysis = EligibilityAnalysis & { narrativeBy?: string };

export function withNarrative(analysis: EligibilityAnalysis, narrative: Narrative | null): NarratedAnalysis {
  const text = narrative?.text.trim();
  if (!narrative || !text) return analysis;
  return { ...analysis, summary: `${analysis.summary}\n\n${text}`, narrativeBy: narrative.by };
}
