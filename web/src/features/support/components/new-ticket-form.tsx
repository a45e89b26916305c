import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import { Alert, Box, Button, Chip, CircularProgress, FormHelperText, Paper, TextField, Typography } from '@mui/material';
import { MAX_UPLOAD_LABEL, UPLOAD_ACCEPT, uploadRefusal } from '@shared/settings/upload-policy';
import { LIMITS, TICKET_CATEGORIES, type TicketCategory } from '@shared/support/ticket';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { i18n } from '@/lib/i18n/i18n';
import { useServerMessages } from '@/lib/i18n/server-message';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateTicket } from '../api/create-ticket';
import { formatBytes } from '../utils/format-bytes';
import type { TicketCreatedState } from './support-center';

type Field = 'subject' | 'category' | 'description' | 'attachment';
type Errors = Partial<Record<Field, string>>;

const isCategory = (value: string): value is TicketCategory => (TICKET_CATEGORIES as readonly string[]).includes(value);

function validate(subject: string, category: string, description: string): Errors {
  const errors: Errors = {};
  if (!subject.trim()) errors.subject = i18n.t('support:newTicket.subjectRequired');
  else if (subject.trim().length > LIMITS.subject) errors.subject = i18n.t('support:newTicket.subjectTooLong', { max: LIMITS.subject });
  if (!isCategory(category)) errors.category = i18n.t('support:newTicket.chooseCategory');
  if (!description.trim()) errors.description = i18n.t('support:newTicket.descriptionRequired');
  else if (description.trim().length > LIMITS.description)
    errors.description = i18n.t('support:newTicket.descriptionTooLong', { max: LIMITS.description });
  return errors;
}

export function NewTicketForm() {
  const { t } = useTranslation('support');
  const render = useServerMessages('server-errors');
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { attachmentLabel: useId(), attachmentHint: useId(), attachmentError: useId() };

  const clearError = (field: Field) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    // The same type and size rules the server applies, in its words (it also checks the file's bytes).
    const refusal = uploadRefusal(file);
    if (refusal) {
      setErrors((e) => ({ ...e, attachment: t('newTicket.notAttached', { name: file.name, problem: render(refusal) }) }));
      return;
    }
    clearError('attachment');
    setAttachment(file);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate(subject, category, description);
    const first = (['subject', 'category', 'description'] as const).find((f) => found[f]);
    if (first || !isCategory(category)) {
      setErrors((e) => ({ ...found, attachment: e.attachment }));
      if (first) fields.current[first]?.focus();
      return;
    }
    try {
      const ticket = await create.mutateAsync({ subject: subject.trim(), category, description: description.trim(), attachment });
      const state: TicketCreatedState = { createdTicket: { id: ticket.id, subject: ticket.subject } };
      navigate(paths.support, { state });
    } catch (error) {
      // Everything typed stays in the form, so the user can fix the problem and send again.
      if (!(error instanceof ApiError)) {
        setFormError(t('newTicket.notSentOffline'));
        return;
      }
      if (error.status === 413 || error.status === 415) {
        setErrors((e) => ({ ...e, attachment: error.message }));
        setFormError(t('newTicket.notSentAttachment', { message: error.message }));
        return;
      }
      const next: Errors = {};
      for (const [field, message] of Object.entries(error.fields ?? {})) {
        if (field === 'subject' || field === 'category' || field === 'description' || field === 'attachment') next[field] = message;
      }
      setErrors(next);
      setFormError(t('newTicket.notSent', { message: error.message }));
    }
  };

  const pending = create.isPending;

  return (
    <Box>
      <PageHeader
        title={t('newTicket.title')}
        subtitle={t('newTicket.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.support} startIcon={<ArrowBack />}>
            {t('backToSupport')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'grid', gap: 2.5 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            label={t('newTicket.subject')}
            required
            fullWidth
            value={subject}
            onChange={(e) => {
              setSubject(e.target.value);
              clearError('subject');
            }}
            inputRef={(el: HTMLInputElement | null) => {
              fields.current.subject = el;
            }}
            error={Boolean(errors.subject)}
            helperText={errors.subject ?? t('newTicket.subjectHelp', { count: subject.length, max: LIMITS.subject })}
            disabled={pending}
            slotProps={{ htmlInput: { maxLength: LIMITS.subject } }}
          />
          <TextField
            select
            label={t('newTicket.category')}
            required
            fullWidth
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              clearError('category');
            }}
            inputRef={(el: HTMLSelectElement | null) => {
              fields.current.category = el;
            }}
            error={Boolean(errors.category)}
            helperText={errors.category}
            disabled={pending}
            // A native select: simplest on phones and for keyboards and screen readers.
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {t('newTicket.chooseCategory')}
            </option>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t('category', { category: c })}
              </option>
            ))}
          </TextField>
          <TextField
            label={t('newTicket.description')}
            required
            fullWidth
            multiline
            minRows={5}
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              clearError('description');
            }}
            inputRef={(el: HTMLTextAreaElement | null) => {
              fields.current.description = el;
            }}
            error={Boolean(errors.description)}
            helperText={errors.description ?? t('newTicket.descriptionHelp', { count: description.length, max: LIMITS.description })}
            disabled={pending}
            slotProps={{ htmlInput: { maxLength: LIMITS.description } }}
          />
          <Box role="group" aria-labelledby={ids.attachmentLabel}>
            <Typography id={ids.attachmentLabel} sx={{ fontWeight: 600 }}>
              {t('newTicket.attachment')}
            </Typography>
            <Typography id={ids.attachmentHint} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('newTicket.attachmentHint', { size: MAX_UPLOAD_LABEL })}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {/* The button is the tab stop and opens the picker; the hidden input keeps the file (and its label). */}
              <Button
                variant="outlined"
                startIcon={<AttachFile />}
                disabled={pending}
                onClick={() => fileInput.current?.click()}
                aria-describedby={`${ids.attachmentHint}${errors.attachment ? ` ${ids.attachmentError}` : ''}`}
                aria-invalid={errors.attachment ? true : undefined}
                ref={(el: HTMLButtonElement | null) => {
                  fields.current.attachment = el;
                }}
              >
                {attachment ? t('newTicket.replaceFile') : t('newTicket.chooseFile')}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={UPLOAD_ACCEPT}
                aria-label={t('newTicket.attachmentLabel')}
                tabIndex={-1}
                onChange={onFileChange}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              />
              {attachment && (
                <>
                  <Chip
                    label={t('newTicket.fileChip', { name: attachment.name, size: formatBytes(attachment.size) })}
                    data-testid="attachment-chip"
                    sx={{ maxWidth: '100%' }}
                  />
                  <Button
                    size="small"
                    color="inherit"
                    disabled={pending}
                    onClick={() => {
                      setAttachment(null);
                      clearError('attachment');
                    }}
                  >
                    {t('newTicket.removeAttachment')}
                  </Button>
                </>
              )}
            </Box>
            {errors.attachment && (
              <FormHelperText error id={ids.attachmentError} role="alert">
                {errors.attachment}
              </FormHelperText>
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.support} disabled={pending}>
              {t('newTicket.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={pending}
              startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
            >
              {pending ? t('newTicket.sending') : t('newTicket.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
