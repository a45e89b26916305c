import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { CASE_LIMITS } from '@shared/cases/case-inputs';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '@/components/ui/form-dialog';
import { ApiError } from '@/lib/api-client';
import { useCreateDraftCase } from '../../api/create-case';
import { CategoryOptions } from '../shared/category-options';
import {
  checkDraftCase,
  DRAFT_CASE_FIELDS,
  serverFieldErrors,
  type DraftCaseErrors,
  type DraftCaseField,
  type DraftCaseValues,
} from '../../utils/draft-case-form';
import { useSchemaMessages } from '@/lib/i18n/server-message';

interface NewCaseDialogProps {
  open: boolean;
  /** The signed-in user's name, offered as the applicant. */
  defaultApplicant: string;
  onClose: () => void;
  onCreated: (caseId: string) => void;
}

/** '+ New Case': a name, a category and the applicant make a Draft case. */
export function NewCaseDialog({ open, defaultApplicant, onClose, onCreated }: NewCaseDialogProps) {
  const { t } = useTranslation('cases');
  useSchemaMessages();
  const create = useCreateDraftCase();
  const blank = (): DraftCaseValues => ({ caseName: '', category: '', applicant: defaultApplicant });
  const [values, setValues] = useState<DraftCaseValues>(blank);
  const [errors, setErrors] = useState<DraftCaseErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<DraftCaseField, HTMLElement | null>>>({});
  const titleId = useId();

  const set = (field: DraftCaseField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const focusFirst = (found: DraftCaseErrors) => {
    const first = DRAFT_CASE_FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const reset = () => {
    setValues(blank());
    setErrors({});
    setFormError(null);
    create.reset();
  };

  const close = () => {
    if (create.isPending) return;
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const check = checkDraftCase(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(check.errors);
      return;
    }
    try {
      const created = await create.mutateAsync(check.value);
      onCreated(created.caseId);
    } catch (error) {
      // What was typed stays, so it can be fixed and sent again.
      const fields = error instanceof ApiError ? serverFieldErrors(error.fields) : {};
      setErrors(fields);
      focusFirst(fields);
      setFormError(error instanceof ApiError ? t('newCase.notCreated', { message: error.message }) : t('newCase.notCreatedOffline'));
    }
  };

  const field = (name: DraftCaseField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: Boolean(errors[name]),
    disabled: create.isPending,
    inputRef: (el: HTMLElement | null) => {
      inputs.current[name] = el;
    },
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ transition: { onExited: reset } }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('newCase.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <DialogContentText>{t('newCase.intro')}</DialogContentText>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <TextField
            label={t('newCase.caseName')}
            required
            fullWidth
            autoFocus
            {...field('caseName')}
            helperText={errors.caseName ?? t('newCase.caseNameHelp')}
            slotProps={{ htmlInput: { maxLength: CASE_LIMITS.name } }}
          />
          <TextField
            select
            label={t('newCase.category')}
            required
            fullWidth
            {...field('category')}
            helperText={errors.category}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <CategoryOptions />
          </TextField>
          <TextField
            label={t('newCase.applicant')}
            required
            fullWidth
            {...field('applicant')}
            helperText={errors.applicant ?? t('newCase.applicantHelp')}
            slotProps={{ htmlInput: { maxLength: CASE_LIMITS.applicant } }}
          />
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          pending={create.isPending}
          submitLabel={t('newCase.create')}
          sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}
        />
      </form>
    </Dialog>
  );
}
