// The result's path (docs/eligibility.md, "The path"): the route, the forms in order, the waivers, the USCIS fees and
// the next steps, with "Prepare your forms" as the primary action when the check is saved to a case.
import { Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { caseFormsPath } from '@shared/cases/case-links';
import type { FilingPath } from '@shared/eligibility/types';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@/lib/i18n/format';

function FormList({ title, forms }: { title: string; forms: readonly string[] }) {
  const { t } = useTranslation('eligibility');
  if (forms.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <List dense disablePadding sx={{ listStyle: 'decimal', pl: 3 }}>
        {forms.map((form) => (
          <ListItem key={form} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
            {t('results.formNumber', { form })}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export function PathSection({ path, caseId }: { path: FilingPath; caseId: string | null }) {
  const { t } = useTranslation('eligibility');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="eligibility-path-heading" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Box>
          <Typography id="eligibility-path-heading" variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {t('results.pathHeading')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {t('results.route', { route: path.route === 'change-of-status' ? 'change' : path.route })}
          </Typography>
        </Box>
        <FormList title={t('results.pathForms')} forms={path.forms} />
        <FormList title={t('results.pathWaivers')} forms={path.waivers} />
        {path.feeTotal > 0 && (
          <Typography variant="body2">
            {t('results.pathFees', { amount: formatMoney(path.feeTotal) })} {t('results.pathFeesNote')}
          </Typography>
        )}
        <Box>
          <Typography variant="subtitle2" component="h4">
            {t('results.pathNextStep')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {path.nextStep}
          </Typography>
        </Box>
        {caseId && path.forms.length > 0 && (
          <Box>
            <Button variant="contained" component={RouterLink} to={caseFormsPath(caseId)}>
              {t('results.prepareForms')}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
