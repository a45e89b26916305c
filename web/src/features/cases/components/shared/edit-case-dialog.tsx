import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { CASE_LIMITS } from '@shared/cases/case-inputs';
import type { CaseSummary } from '@shared/cases/case-views';
import { USCIS_FORMS } from '@shared/reference/uscis-forms';
import { countryOptions } from '@/lib/country-names';
import { PREFERENCE_CATEGORIES, PREFERENCE_CATEGORY_LABELS } from '@shared/visa-bulletin/visa-bulletin';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useUpdateCase } from '../../api/update-case';
import {
  CASE_EDIT_FIELDS,
  caseEditPatch,
  caseEditValues,
  changedFields,
  serverFieldErrors,
  type CaseEditErrors,
  type CaseEditField,
  type CaseEditValues,
} from '../../utils/case-edit-form';
import { formLabel } from '../../utils/format';
import { receiptFieldError } from '../../utils/receipt-field';
import { todayIso } from '../../utils/date-range';
import { CategoryOptions } from './category-options';
import { useSchemaMessages } from '@/lib/i18n/server-message';

interface EditCaseDialogProps {
  open: boolean;
  item: CaseSummary;
  onClose: () => void;
  /** The case as the server stored it. */
  onSaved: (saved: CaseSummary) => void;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Typography id={id} component="h3" variant="subtitle2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: -0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A stored value the list no longer offers (an older category or form) stays shown rather than blank. */
const keepsUnlisted = (value: string, listed: readonly string[]) => value !== '' && !listed.includes(value);

const FORM_CODES: readonly string[] = USCIS_FORMS.map((f) => f.code);

/** "Edit details": the case's fields, saved as one PATCH of what changed. */
export function EditCaseDialog({ open, item, onClose, onSaved }: EditCaseDialogProps) {
  const { t } = useTranslation('cases');
  useSchemaMessages();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const update = useUpdateCase();
  // Where the form started: taken when it opens, so a list refreshing meanwhile does not move it.
  const [initial, setInitial] = useState<CaseEditValues>(() => caseEditValues(item));
  const [values, setValues] = useState<CaseEditValues>(initial);
  const [errors, setErrors] = useState<CaseEditErrors>({});
  const [receiptTouched, setReceiptTouched] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<CaseEditField, HTMLElement | null>>>({});
  // Reopened before the list has refetched, the form starts from what was just saved rather than the older row.
  const lastSaved = useRef<CaseSummary | null>(null);
  const today = todayIso();
  const pending = update.isPending;
  const changed = changedFields(initial, values).length > 0;

  const start = () => {
    const saved = lastSaved.current;
    const fresh = caseEditValues(saved && saved.caseId === item.caseId && saved.updatedAt >= item.updatedAt ? saved : item);
    setInitial(fresh);
    setValues(fresh);
    setErrors({});
    setReceiptTouched(false);
    setFormError(null);
    update.reset();
  };

  const close = () => {
    if (!pending) onClose();
  };

  const showErrors = (found: CaseEditErrors) => {
    setErrors(found);
    const first = CASE_EDIT_FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setReceiptTouched(true);
    const checked = caseEditPatch(initial, values);
    if (!checked.ok) {
      showErrors(checked.errors);
      if (checked.form) setFormError(checked.form);
      return;
    }
    try {
      const saved = await update.mutateAsync({ caseId: item.caseId, patch: checked.patch });
      lastSaved.current = saved;
      onSaved(saved);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('edit.notSavedOffline'));
        return;
      }
      // What was typed stays, so it can be fixed and saved again.
      showErrors(serverFieldErrors(error.fields));
      setFormError(t('edit.notSaved', { message: error.message }));
    }
  };

  /** The props every input shares: its value, its error, its ref for the focus. */
  const field = (name: CaseEditField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
    },
    error: Boolean(errors[name]),
    disabled: pending,
    fullWidth: true,
    inputRef: (el: HTMLElement | null) => {
      inputs.current[name] = el;
    },
  });

  // As in New Application: a number still being typed is not wrong yet; blank clears it.
  const receiptError =
    errors.receiptNumber ?? (values.receiptNumber.trim() !== '' ? receiptFieldError(values.receiptNumber, receiptTouched) : null);

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      slotProps={{ transition: { onEnter: start } }}
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('edit.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 3, pt: 1 }}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <Group title={t('edit.groups.case')}>
              <TextField
                label={t('edit.caseName')}
                required
                autoFocus
                {...field('caseName')}
                helperText={errors.caseName}
                slotProps={{ htmlInput: { maxLength: CASE_LIMITS.name } }}
              />
              <TextField
                label={t('edit.applicant')}
                required
                {...field('applicant')}
                helperText={errors.applicant}
                slotProps={{ htmlInput: { maxLength: CASE_LIMITS.applicant } }}
              />
              <TextField
                select
                label={t('edit.category')}
                {...field('category')}
                helperText={errors.category}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <CategoryOptions keep={initial.category} />
              </TextField>
              <TextField
                select
                label={t('edit.formType')}
                {...field('formType')}
                helperText={errors.formType}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('common.none')}</option>
                {keepsUnlisted(initial.formType, FORM_CODES) && <option value={initial.formType}>{initial.formType}</option>}
                {USCIS_FORMS.map((form) => (
                  <option key={form.code} value={form.code}>
                    {formLabel(form.code)}
                  </option>
                ))}
              </TextField>
            </Group>
            <Group title={t('edit.groups.filing')}>
              <TextField
                label={t('edit.receiptNumber')}
                {...field('receiptNumber')}
                onBlur={() => setReceiptTouched(true)}
                error={Boolean(receiptError)}
                helperText={receiptError ?? t('edit.receiptHelp')}
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: 40, spellCheck: false, autoCapitalize: 'characters' } }}
              />
              <TextField
                label={t('edit.fee')}
                {...field('fee')}
                helperText={errors.fee ?? t('edit.feeHelp')}
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                label={t('edit.submissionDate')}
                type="date"
                {...field('submissionDate')}
                helperText={errors.submissionDate}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              />
              <TextField
                label={t('edit.priorityDate')}
                type="date"
                {...field('priorityDate')}
                helperText={errors.priorityDate}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              />
              {/* Where the priority date is read on the Visa Bulletin: its row (category) and column (chargeability). */}
              <TextField
                select
                label={t('edit.preferenceCategory')}
                {...field('preferenceCategory')}
                helperText={errors.preferenceCategory ?? t('edit.preferenceCategoryHelp')}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('common.none')}</option>
                {PREFERENCE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {PREFERENCE_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </TextField>
              <TextField
                select
                label={t('edit.chargeability')}
                {...field('chargeability')}
                helperText={errors.chargeability ?? t('edit.chargeabilityHelp')}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('common.none')}</option>
                {countryOptions().map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </TextField>
            </Group>
            <Group title={t('edit.groups.interview')}>
              <TextField
                label={t('edit.consulate')}
                {...field('consulate')}
                helperText={errors.consulate}
                slotProps={{ htmlInput: { maxLength: CASE_LIMITS.consulate } }}
              />
              <TextField
                label={t('edit.interviewDate')}
                type="date"
                {...field('interviewDate')}
                helperText={errors.interviewDate}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={t('edit.officerName')}
                {...field('officerName')}
                helperText={errors.officerName}
                slotProps={{ htmlInput: { maxLength: CASE_LIMITS.officerName } }}
              />
              <TextField
                label={t('edit.officerEmail')}
                type="email"
                {...field('officerEmail')}
                helperText={errors.officerEmail}
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: CASE_LIMITS.officerEmail } }}
              />
            </Group>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending} disabled={!changed}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
