import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Box, Button, Card, CardContent, Chip, LinearProgress, Link, Typography } from '@mui/material';
import type { CaseFormsView, CaseFormView, FeeView, FormStatus } from '@shared/forms/form-views';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/i18n/format';
import { caseFeesPath } from '../utils/case-fees';

/** Navigation state of "Answer the questions": the interview takes the focus when it opens (form-interview.tsx). */
export const OPENED_FROM_LIST = { focusInterview: true } as const;

const STATUS_COLORS: Record<FormStatus, 'default' | 'primary' | 'success'> = {
  'not-started': 'default',
  'in-progress': 'primary',
  ready: 'success',
};

/** A fee as the list writes it: online and on paper, paper only, or none. */
function useFeeText() {
  const { t } = useTranslation('forms');
  return (fee: FeeView): string => {
    if (fee.paper === 0 && !fee.online) return t('list.noFee');
    if (fee.online === null) return t('list.feePaperOnly', { paper: formatMoney(fee.paper) });
    return t('list.fee', { online: formatMoney(fee.online), paper: formatMoney(fee.paper) });
  };
}

/** Answered of asked, as a whole percentage (a form that asks nothing is complete). */
export const progressOf = ({ answered, asked }: Pick<CaseFormView, 'answered' | 'asked'>): number =>
  asked === 0 ? 100 : Math.round((Math.min(answered, asked) / asked) * 100);

function FormCard({ caseId, form, selected }: { caseId: string; form: CaseFormView; selected: boolean }) {
  const { t } = useTranslation('forms');
  const feeText = useFeeText();
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      aria-current={selected ? 'true' : undefined}
      sx={{ borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {form.form}: {form.title}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={form.required ? t('list.required') : t('list.optional')} />
            {form.fillable && (
              <Chip
                size="small"
                color={STATUS_COLORS[form.status]}
                icon={form.status === 'ready' ? <CheckCircleOutlined /> : undefined}
                label={t(`list.status.${form.status}`)}
              />
            )}
          </Box>
        </Box>
        {form.edition && (
          <Typography variant="body2" color="text.secondary">
            {t('list.edition', { edition: form.edition })}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {feeText(form.fee)}
        </Typography>
        {form.fillable ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
              <LinearProgress
                variant="determinate"
                value={progressOf(form)}
                aria-label={t('list.progressLabel', { form: form.form })}
                sx={{ flex: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {t('list.progress', { answered: form.answered, asked: form.asked })}
              </Typography>
            </Box>
            <Box sx={{ mt: 1.5 }}>
              {selected ? (
                <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
                  {t('list.opened')}
                </Typography>
              ) : (
                <Button
                  size="small"
                  variant="contained"
                  component={RouterLink}
                  to={paths.caseForms(caseId, form.formId)}
                  state={OPENED_FROM_LIST}
                  aria-label={t('list.answerForm', { form: form.form })}
                >
                  {t('list.answer')}
                </Button>
              )}
            </Box>
          </>
        ) : (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('list.notFilled')}
            </Typography>
            <Link
              href={form.officialPage}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
            >
              {t('list.officialPage', { form: form.form })}
              <OpenInNewOutlined fontSize="inherit" aria-hidden />
            </Link>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The case's forms with their progress and fees, and the total to pay. */
export function FormsList({ caseId, view, selected }: { caseId: string; view: CaseFormsView; selected: string | null }) {
  const { t } = useTranslation('forms');
  const feeText = useFeeText();
  const feesPath = caseFeesPath(view);
  return (
    <Box component="section" aria-labelledby="forms-list-heading">
      <Typography id="forms-list-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('list.heading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {view.forms.map((form) => (
          <Box component="li" key={form.formId}>
            <FormCard caseId={caseId} form={form} selected={form.formId === selected} />
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
          {t('list.total')}
        </Typography>
        <Typography variant="body2" data-testid="forms-total">
          {feeText(view.total)}
        </Typography>
        {feesPath && (
          <Link component={RouterLink} to={feesPath} variant="body2" sx={{ display: 'inline-block', mt: 0.5 }}>
            {t('list.feeCalculator')}
          </Link>
        )}
      </Box>
    </Box>
  );
}
