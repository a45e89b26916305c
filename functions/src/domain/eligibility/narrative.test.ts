import { describe, expect, it } from 'vitest';
import { withNarrative } from './narrative';
import { analyse } from './testing/applicant-fixture';

describe('withNarrative', () => {
  const analysis = analyse('Investor (EB-5)', { investmentAmount: 500_000, TEADesignation: false });

  it('keeps the outcome and every finding, and adds the narrative after the engine summary', () => {
    const narrated = withNarrative(analysis, { text: '  You do qualify after all!  ', by: 'Gemini on Vertex AI' });
    expect(analysis.eligible).toBe(false);
    expect(narrated).toEqual({
      ...analysis,
      summary: `${analysis.summary}\n\nYou do qualify after all!`,
      narrativeBy: 'Gemini on Vertex AI',
    });
  });

  it('leaves the analysis alone without a narrative or with a blank one', () => {
    expect(withNarrative(analysis, null)).toBe(analysis);
    expect(withNarrative(analysis, { text: ' \n ', by: 'Gemini on Vertex AI' })).toBe(analysis);
  });
});
