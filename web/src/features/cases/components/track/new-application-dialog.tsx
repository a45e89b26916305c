import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery, useTheme } from '@mui/material';
import { CASE_LIMITS } from '@shared/cases/case-inputs';
import { USCIS_FORMS } from '@shared/reference/uscis-forms';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCreateTrackedApplication } from '../../api/create-case';
import { apiFieldErrors, type FieldErrors } from './form-errors';
import { todayIso } from '../../utils/date-range';
import { formLabel } from '../../utils/format';
import {
  checkNewApplication,
  EMPTY_NEW_APPLICATION,
  NEW_APPLICATION_FIELDS,
  type NewApplicationField,
  type NewApplicationValues,
} from './new-application-input';
import { receiptFieldError, receiptFieldHint } from '../../utils/receipt-field';
import { useSchemaMessages } from '@/lib/i18n/server-message';

interface NewApplicationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The application was added: its id and receipt number. */
  onCreated: (caseId: string, receiptNumber: string) => void;
}

/** 'New Application': follow an application already filed with USCIS, by its receipt number. */
export function NewApplicationDialog({ open, onClose, onCreated }: NewApplicationDialogProps) {
  const { t } = useTranslation('cases');
  useSchemaMessages();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const create = useCreateTrackedApplication();
  const [values, setValues] = useState<NewApplicationValues>(EMPTY_NEW_APPLICATION);
  const [errors, setErrors] = useState<FieldErrors<NewApplicationField>>({});
  const [receiptTouched, setReceiptTouched] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<NewApplicationField, HTMLElement | null>>>({});
  const today = todayIso();

  const reset = () => {
    setValues(EMPTY_NEW_APPLICATION);
    setErrors({});
    setReceiptTouched(false);
    setFormError(null);
    create.reset();
  };

  const close = () => {
    if (create.isPending) return;
    onClose();
  };

  const set = (field: NewApplicationField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const ref = (field: NewApplicationField) => (el: HTMLElement | null) => {
    inputs.current[field] = el;
  };

  const showErrors = (found: FieldErrors<NewApplicationField>) => {
    setErrors(found);
    const first = NEW_APPLICATION_FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setReceiptTouched(true);
    const checked = checkNewApplication(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    try {
      const created = await create.mutateAsync(checked.input);
      onCreated(created.caseId, created.case?.receiptNumber ?? checked.input.receiptNumber);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('newApplication.notAddedOffline'));
        return;
      }
      const found = apiFieldErrors(error.fields, NEW_APPLICATION_FIELDS);
      showErrors(found);
      setFormError(t('newApplication.notAdded', { message: error.message }));
    }
  };

  // The receipt number is checked as it is typed; a submitted form's (or the server's) message wins.
  const receiptError = errors.receiptNumber ?? receiptFieldError(values.receiptNumber, receiptTouched);
  const pending = create.isPending;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      slotProps={{ transition: { onExited: reset } }}
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('newApplication.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField
              select
              label={t('newApplication.formType')}
              required
              value={values.formType}
              onChange={(e) => set('formType')(e.target.value)}
              inputRef={ref('formType')}
              error={Boolean(errors.formType)}
              helperText={errors.formType ?? t('newApplication.formTypeHelp')}
              disabled={pending}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" disabled>
                {t('newApplication.chooseForm')}
              </option>
              {USCIS_FORMS.map((form) => (
                <option key={form.code} value={form.code}>
                  {formLabel(form.code)}
                </option>
              ))}
            </TextField>
            <TextField
              label={t('newApplication.receiptNumber')}
              required
              value={values.receiptNumber}
              onChange={(e) => set('receiptNumber')(e.target.value)}
              onBlur={() => setReceiptTouched(values.receiptNumber.trim() !== '')}
              inputRef={ref('receiptNumber')}
              error={Boolean(receiptError)}
              helperText={receiptError ?? receiptFieldHint(values.receiptNumber)}
              disabled={pending}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 40, spellCheck: false, autoCapitalize: 'characters' } }}
            />
            <TextField
              label={t('newApplication.filingDate')}
              type="date"
              required
              value={values.submissionDate}
              onChange={(e) => set('submissionDate')(e.target.value)}
              inputRef={ref('submissionDate')}
              error={Boolean(errors.submissionDate)}
              helperText={errors.submissionDate ?? t('newApplication.filingDateHelp')}
              disabled={pending}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            />
            <TextField
              label={t('newApplication.priorityDate')}
              type="date"
              value={values.priorityDate}
              onChange={(e) => set('priorityDate')(e.target.value)}
              inputRef={ref('priorityDate')}
              error={Boolean(errors.priorityDate)}
              helperText={errors.priorityDate ?? t('newApplication.priorityDateHelp')}
              disabled={pending}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            />
            <TextField
              label={t('newApplication.applicant')}
              value={values.applicant}
              onChange={(e) => set('applicant')(e.target.value)}
              inputRef={ref('applicant')}
              error={Boolean(errors.applicant)}
              helperText={errors.applicant ?? t('newApplication.applicantHelp')}
              disabled={pending}
              slotProps={{ htmlInput: { maxLength: CASE_LIMITS.applicant } }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('newApplication.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
