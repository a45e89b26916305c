// The first message of the chat that "Ask Question" opens: what was checked, what came out and the main reasons,
// then a line for the applicant's own question. The frame is in the applicant's language; the summary and reasons
// are the rules' own words (docs/ARCHITECTURE.md, "Languages").
import type { TFunction } from 'i18next';
import { CATEGORY_KEYS } from '../components/category-names';
import type { Outcome } from './wizard-state';

/** Reasons carried into the chat: the draft stays a summary, the full result stays on the results screen. */
export const DRAFT_REASONS = 3;

/** The rules' summary without the paragraphs an AI may add after it. */
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]?.trim() ?? '';

export function resultDraft(outcome: Outcome, t: TFunction<'eligibility'>): string {
  const { analysis, category } = outcome;
  const about = { hasCategory: category ? 'yes' : 'no', category: category ? t(`category.names.${CATEGORY_KEYS[category]}`) : '' };
  const lines: string[] = [];
  if (outcome.status === 'failed') {
    lines.push(t('wizard.contextFailed', about));
  } else {
    lines.push(t('wizard.contextDone', { ...about, summary: firstParagraph(analysis.summary) }).trim());
    const reasons = analysis.reasons.slice(0, DRAFT_REASONS);
    if (reasons.length > 0) lines.push('', t('wizard.draftReasons'), ...reasons.map((reason) => `- ${reason}`));
  }
  lines.push('', t('wizard.draftInvite'));
  return lines.join('\n');
}
