import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, List, ListItem, Typography } from '@mui/material';
import type { DocumentIssue, IssueSeverity } from '@shared/documents/review-views';
import { useTranslation } from 'react-i18next';

const SEVERITY: Record<
  IssueSeverity,
  { icon: typeof ErrorOutlineIcon; color: 'error' | 'warning' | 'info'; label: 'error' | 'warning' | 'note' }
> = {
  error: { icon: ErrorOutlineIcon, color: 'error', label: 'error' },
  warning: { icon: WarningAmberIcon, color: 'warning', label: 'warning' },
  info: { icon: InfoOutlinedIcon, color: 'info', label: 'note' },
};

/** Each issue of a reviewed document with its severity, and 'AI' when Gemini found it; or the spec's 'No issues.'. */
export function IssueList({ issues }: { issues: readonly DocumentIssue[] }) {
  const { t } = useTranslation('components');
  if (issues.length === 0) return <Typography variant="body2">{t('issues.none')}</Typography>;
  return (
    <List dense disablePadding>
      {issues.map((issue, index) => {
        const { icon: Icon, color, label } = SEVERITY[issue.severity];
        return (
          <ListItem key={`${issue.type}-${index}`} disableGutters alignItems="flex-start" sx={{ gap: 1, py: 0.5 }}>
            <Icon color={color} fontSize="small" titleAccess={t(`issues.${label}`)} sx={{ mt: 0.25 }} />
            <Typography variant="body2" component="span" sx={{ flex: 1, minWidth: 0 }}>
              {issue.details}
              {issue.by === 'ai' && (
                <Chip
                  label={t('issues.ai')}
                  size="small"
                  variant="outlined"
                  color="secondary"
                  sx={{ ml: 1, height: 20 }}
                  title={t('issues.aiTitle')}
                />
              )}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}
