import { Alert, Box, Button } from '@mui/material';
import type { CaseSummary } from '@shared/cases/case-views';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { useCaseDetails } from '../../api/get-case-details';
import type { CaseViewPart, CaseViewToggles } from '../../utils/view-toggles';
import { CaseAttachments } from '../shared/case-attachments';
import { ApplicationCard } from './application-card';
import { cardIds } from './card-ids';
import { CaseActions } from './case-actions';
import { DetailCard } from './detail-card';
import { DocumentReviewCard } from './document-review-card';
import { EligibilityFormCard, EligibilitySummaryCard } from './eligibility-cards';
import { AiHighlightsCard, ExpertHighlightsCard } from './highlights-cards';

interface CaseDetailsPanelProps {
  item: CaseSummary;
  toggles: CaseViewToggles;
  onViewToggle: (part: CaseViewPart, open?: boolean) => void;
}

/** Moves focus to an element once it is on screen (after a toggle has rendered it). */
function useGoTo(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target);
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      // The card's heading or the document entry, so a screen reader reads where the link went.
      const focusable = element.matches('[tabindex]') ? element : element.querySelector<HTMLElement>('[tabindex="-1"]');
      focusable?.focus({ preventScroll: true });
    }
    setTarget(null);
  }, [target]);
  return setTarget;
}

/** An expanded case: its actions and cards. The details load on the first expand and stay cached (useCaseDetails). */
export function CaseDetailsPanel({ item, toggles, onViewToggle }: CaseDetailsPanelProps) {
  const { t } = useTranslation('cases');
  const details = useCaseDetails(item.caseId, true);
  const goTo = useGoTo();
  const ids = cardIds(item.caseId);
  const toggle = (part: CaseViewPart, showLabel: string, hideLabel: string) => ({
    open: toggles[part],
    onToggle: () => onViewToggle(part),
    showLabel,
    hideLabel,
  });

  const attachments = (
    <DetailCard id={ids.attachments} title={t('details.attached')}>
      <CaseAttachments
        caseId={item.caseId}
        names={item.attachments}
        labelledBy={`${ids.attachments}-heading`}
        documents={details.data?.documents}
      />
    </DetailCard>
  );

  let cards;
  if (details.isPending) {
    cards = <PageLoader label={t('details.loading')} />;
  } else if (!details.data) {
    cards = (
      <>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void details.refetch()}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {t('details.loadError')}
        </Alert>
        {/* The documents come with the case itself, so they stay usable. */}
        <Box sx={{ mt: 2 }}>{attachments}</Box>
      </>
    );
  } else {
    const data = details.data;
    cards = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <DocumentReviewCard
            caseId={item.caseId}
            details={data}
            toggle={toggle('review', t('details.viewReview'), t('details.hideReview'))}
          />
          <EligibilitySummaryCard
            caseId={item.caseId}
            details={data}
            toggle={toggle('eligibility', t('details.viewEligibility'), t('details.hideEligibility'))}
          />
          <EligibilityFormCard caseId={item.caseId} details={data} toggle={toggle('form', t('details.viewForm'), t('details.hideForm'))} />
          <ApplicationCard item={item} details={data} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {attachments}
          <AiHighlightsCard
            caseId={item.caseId}
            highlights={data.aiHighlights}
            onGoTo={(target) => {
              if (target.openReview) onViewToggle('review', true);
              goTo(target.id);
            }}
          />
          <ExpertHighlightsCard caseId={item.caseId} highlights={data.expertHighlights} />
        </Box>
      </Box>
    );
  }

  return (
    <Box data-testid="case-details" aria-busy={details.isFetching}>
      <CaseActions item={item} />
      {cards}
    </Box>
  );
}
