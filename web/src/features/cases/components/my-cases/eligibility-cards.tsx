import { Box, Chip, Link, Typography } from '@mui/material';
import type { CaseDetails, CaseEligibilityEntry } from '@shared/cases/case-views';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '@/lib/case-labels';
import { flattenAnswers, formatDay, type Answer } from '../../utils/format';
import { cardIds } from './card-ids';
import { DetailCard, Facts, Muted, type CardToggle } from './detail-card';

/** The newest check first (the API sends them in any order). */
const newestFirst = (entries: readonly CaseEligibilityEntry[]) => [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

function Outcome({ eligible }: { eligible: boolean }) {
  const { t } = useTranslation('cases');
  return (
    <Chip
      size="small"
      label={eligible ? t('eligibility.qualifies') : t('eligibility.notQualifies')}
      color={eligible ? 'success' : 'error'}
      variant="outlined"
    />
  );
}

function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item, i) => (
          <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function CheckInFull({ entry }: { entry: CaseEligibilityEntry }) {
  const { t } = useTranslation('cases');
  const category = typeof entry.data['category'] === 'string' ? entry.data['category'] : null;
  const { analysis } = entry;
  return (
    <Box data-testid="eligibility-check" sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {category ? categoryLabel(category) : t('eligibility.check')} ·{' '}
          <time dateTime={entry.createdAt}>{formatDay(entry.createdAt)}</time>
        </Typography>
        <Outcome eligible={analysis.eligible} />
      </Box>
      {analysis.summary && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {analysis.summary}
        </Typography>
      )}
      <BulletList title={t('eligibility.reasons')} items={analysis.reasons} />
      <BulletList title={t('eligibility.recommendations')} items={analysis.recommendations} />
      {analysis.citations.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('eligibility.sources')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {analysis.citations.map((citation) => (
              <Typography component="li" variant="body2" key={`${citation.reference}-${citation.url}`}>
                <Link href={citation.url} target="_blank" rel="noopener noreferrer">
                  {citation.label}
                </Link>{' '}
                ({citation.reference})
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** Eligibility Summary: the latest check's key facts; in full, every check with its reasons and sources. */
export function EligibilitySummaryCard({ caseId, details, toggle }: { caseId: string; details: CaseDetails; toggle: CardToggle }) {
  const { t } = useTranslation('cases');
  const checks = newestFirst(details.eligibility);
  const facts = Object.entries(details.eligibilityDetails).map(([label, value]) => ({ key: label, label, value }));
  const empty = checks.length === 0 && facts.length === 0;
  const latest = checks[0];
  return (
    <DetailCard id={cardIds(caseId).eligibility} title={t('eligibility.summaryTitle')} toggle={empty ? undefined : toggle}>
      {empty ? (
        <Muted>{t('common.noEligibilityData')}</Muted>
      ) : (
        <>
          {latest && (
            <Box sx={{ mb: 1 }}>
              <Outcome eligible={latest.analysis.eligible} />
            </Box>
          )}
          {facts.length > 0 && <Facts items={facts} testId="eligibility-facts" />}
          {toggle.open && checks.map((entry) => <CheckInFull key={entry.eligibilityId} entry={entry} />)}
        </>
      )}
    </DetailCard>
  );
}

/** How many answers show before 'View Full Form'. */
const FORM_PREVIEW = 6;

/** The answers of the latest eligibility form, or else the entered fields of the application. */
export function formAnswers(details: CaseDetails): Answer[] {
  const latest = newestFirst(details.eligibility)[0];
  if (latest) {
    const { caseId: _caseId, ...answers } = latest.data;
    return flattenAnswers(answers);
  }
  return Object.entries(details.application.enteredFields).map(([label, value]) => ({ key: label, label, value }));
}

/** Eligibility Form Details: what the applicant entered in the eligibility form. */
export function EligibilityFormCard({ caseId, details, toggle }: { caseId: string; details: CaseDetails; toggle: CardToggle }) {
  const { t } = useTranslation('cases');
  const answers = formAnswers(details);
  const shown = toggle.open ? answers : answers.slice(0, FORM_PREVIEW);
  return (
    <DetailCard id={cardIds(caseId).form} title={t('eligibility.formTitle')} toggle={answers.length === 0 ? undefined : toggle}>
      {answers.length === 0 ? (
        <Muted>{t('common.noEligibilityData')}</Muted>
      ) : (
        <>
          <Facts items={shown} testId="form-answers" />
          {!toggle.open && answers.length > FORM_PREVIEW && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('eligibility.moreAnswers', { count: answers.length - FORM_PREVIEW })}
            </Typography>
          )}
        </>
      )}
    </DetailCard>
  );
}
