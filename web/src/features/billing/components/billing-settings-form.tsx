import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { billingSettingsSchema, type BillingSettings } from '@shared/billing/billing-settings';
import { AsyncState } from '@/components/ui/async-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useBillingSettings } from '../api/get-billing-settings';
import { useUpdateBillingSettings } from '../api/update-billing-settings';
import { PageHeader } from '@/components/ui/page-header';
import { issueTextMessage, useSchemaMessages } from '@/lib/i18n/server-message';

const sameSettings = (a: BillingSettings, b: BillingSettings) =>
  a.billingEmail.trim() === b.billingEmail.trim() &&
  a.invoicePreferences.emailInvoices === b.invoicePreferences.emailInvoices &&
  a.invoicePreferences.paperless === b.invoicePreferences.paperless &&
  a.invoicePreferences.currency === b.invoicePreferences.currency;

function SettingsForm({ saved }: { saved: BillingSettings }) {
  const { t } = useTranslation('billing');
  useSchemaMessages();
  const update = useUpdateBillingSettings();
  const [draft, setDraft] = useState<BillingSettings>(saved);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const dirty = !sameSettings(draft, saved);

  const setPreference = (key: 'emailInvoices' | 'paperless', value: boolean) => {
    setStatus(null);
    setDraft((d) => ({ ...d, invoicePreferences: { ...d.invoicePreferences, [key]: value } }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const billingEmail = draft.billingEmail.trim();
    // The API's own rule for the email (functions/src/shared/billing/billing-settings.ts).
    const emailIssue = billingSettingsSchema.shape.billingEmail.safeParse(billingEmail).error?.issues[0]?.message;
    const emailProblem = emailIssue && issueTextMessage(emailIssue);
    if (emailProblem) return setEmailError(emailProblem);
    setEmailError(null);
    update.mutate(
      { ...draft, billingEmail },
      {
        onSuccess: (next) => {
          setDraft(next);
          setStatus({ kind: 'success', text: t('settings.saved') });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.['billingEmail']) setEmailError(error.fields['billingEmail']);
          setStatus({ kind: 'error', text: t('settings.saveError', { message: error.message }) });
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
        <Box component="section" aria-labelledby="billing-contact-heading" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="billing-contact-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('settings.contact')}
          </Typography>
          <TextField
            label={t('settings.email')}
            type="email"
            required
            fullWidth
            value={draft.billingEmail}
            onChange={(e) => {
              setStatus(null);
              setEmailError(null);
              setDraft((d) => ({ ...d, billingEmail: e.target.value }));
            }}
            error={Boolean(emailError)}
            helperText={emailError ?? t('settings.emailHelp')}
            slotProps={{ htmlInput: { autoComplete: 'email', maxLength: 320 } }}
          />
        </Box>
        <Box component="section" aria-labelledby="invoice-preferences-heading" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="invoice-preferences-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('settings.preferences')}
          </Typography>
          <FormGroup>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.invoicePreferences.emailInvoices}
                  onChange={(e) => setPreference('emailInvoices', e.target.checked)}
                />
              }
              label={t('settings.emailInvoices')}
            />
            <FormControlLabel
              control={
                <Switch checked={draft.invoicePreferences.paperless} onChange={(e) => setPreference('paperless', e.target.checked)} />
              }
              label={t('settings.paperless')}
            />
          </FormGroup>
          <TextField
            select
            label={t('settings.currency')}
            value={draft.invoicePreferences.currency}
            disabled
            helperText={t('settings.currencyHelp')}
            // The field is fixed, but its explanation is information to read, so it keeps full contrast.
            sx={{ maxWidth: 280, mt: 1, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
          >
            <MenuItem value="USD">{t('settings.currencyUsd')}</MenuItem>
          </TextField>
        </Box>
        <Box aria-live="polite">{status && <Alert severity={status.kind}>{status.text}</Alert>}</Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            type="button"
            disabled={!dirty || update.isPending}
            onClick={() => {
              setDraft(saved);
              setEmailError(null);
              setStatus(null);
            }}
          >
            {t('settings.discard')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!dirty || update.isPending}
            startIcon={update.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {update.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

export function BillingSettingsForm() {
  const { t } = useTranslation('billing');
  const settings = useBillingSettings();
  return (
    <Box>
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.billingHistory} startIcon={<ArrowBack />}>
            {t('history.title')}
          </Button>
        }
      />
      <AsyncState
        query={settings}
        loadingLabel={t('settings.loading')}
        errorMessage={(error) => t('settings.loadError', { message: error.message })}
      >
        {(saved) => <SettingsForm saved={saved} />}
      </AsyncState>
    </Box>
  );
}
