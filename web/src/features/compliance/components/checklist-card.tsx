import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import type { CaseChecklist } from '@shared/compliance/compliance-views';
import { CASE_STATUS_COLOURS } from '@shared/cases/case-status';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/ui/status-chip';
import { categoryLabel, statusLabel } from '@/lib/case-labels';
import { useServerMessages } from '@/lib/i18n/server-message';
import { ChecklistItem } from './checklist-item';

interface ChecklistCardProps {
  checklist: CaseChecklist;
  onTick: (itemId: string, done: boolean, doneOn: string | null) => void;
}

/** One case's checklist: its progress, then each obligation. */
export function ChecklistCard({ checklist, onTick }: ChecklistCardProps) {
  // The case's status and category read through the cases catalog (lib/case-labels.ts).
  const { t } = useTranslation(['compliance', 'cases']);
  const render = useServerMessages('server-compliance');
  const percent = checklist.total === 0 ? 0 : Math.round((checklist.doneCount / checklist.total) * 100);
  const headingId = `checklist-${checklist.caseId}`;
  const progressText = t('card.progress', { done: checklist.doneCount, total: checklist.total });
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {checklist.caseName}
          </Typography>
          <StatusChip label={statusLabel(checklist.status)} tone={CASE_STATUS_COLOURS[checklist.status]} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {checklist.caseNumber}
          {checklist.category ? ` · ${categoryLabel(checklist.category)}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('card.statusSummary', { summary: render(checklist.statusSummaryKeyed) })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('card.progressLabel', { caseName: checklist.caseName })}
            aria-valuetext={progressText}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="progress-text">
            {progressText}
          </Typography>
        </Box>
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {checklist.items.map((item) => (
            <ChecklistItem
              key={item.id}
              item={item}
              onTick={(done) => onTick(item.id, done, null)}
              onDate={(day) => onTick(item.id, true, day)}
            />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
