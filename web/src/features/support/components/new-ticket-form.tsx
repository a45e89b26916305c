import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import { Alert, Box, Button, Chip, CircularProgress, FormHelperText, Paper, TextField, Typography } from '@mui/material';
import {
  ACCEPTED_TYPES_MESSAGE,
  declaredKind,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_LABEL,
  TOO_LARGE_MESSAGE,
  UPLOAD_KINDS,
} from '@shared/settings/upload-policy';
import { LIMITS, TICKET_CATEGORIES, type TicketCategory } from '@shared/support/ticket';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateTicket } from '../api/create-ticket';
import { formatBytes } from '../utils/format-bytes';
import type { TicketCreatedState } from './support-center';

type Field = 'subject' | 'category' | 'description' | 'attachment';
type Errors = Partial<Record<Field, string>>;

const ACCEPT = Object.values(UPLOAD_KINDS)
  .flatMap((kind) => [...kind.extensions, kind.contentType])
  .join(',');

const isCategory = (value: string): value is TicketCategory => (TICKET_CATEGORIES as readonly string[]).includes(value);

/** The same size and type rules the server applies (it also checks the file's bytes). */
function attachmentProblem(file: File): string | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_MESSAGE;
  if (file.size === 0) return 'The file is empty.';
  if (!declaredKind(file.type, file.name)) return ACCEPTED_TYPES_MESSAGE;
  return undefined;
}

function validate(subject: string, category: string, description: string): Errors {
  const errors: Errors = {};
  if (!subject.trim()) errors.subject = 'Subject is required';
  else if (subject.trim().length > LIMITS.subject) errors.subject = `Subject must be ${LIMITS.subject} characters or fewer`;
  if (!isCategory(category)) errors.category = 'Choose a category';
  if (!description.trim()) errors.description = 'Description is required';
  else if (description.trim().length > LIMITS.description) errors.description = `Description must be ${LIMITS.description} characters or fewer`;
  return errors;
}

export function NewTicketForm() {
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const ids = { attachmentLabel: useId(), attachmentHint: useId(), attachmentError: useId() };

  const clearError = (field: Field) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) {
      setErrors((e) => ({ ...e, attachment: `“${file.name}” was not attached. ${problem}` }));
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
        setFormError('Your ticket was not sent. Check your connection and try again.');
        return;
      }
      if (error.status === 413 || error.status === 415) {
        setErrors((e) => ({ ...e, attachment: error.message }));
        setFormError(`Your ticket was not sent: ${error.message} Remove or replace the attachment and try again.`);
        return;
      }
      const next: Errors = {};
      for (const [field, message] of Object.entries(error.fields ?? {})) {
        if (field === 'subject' || field === 'category' || field === 'description' || field === 'attachment') next[field] = message;
      }
      setErrors(next);
      setFormError(`Your ticket was not sent: ${error.message}`);
    }
  };

  const pending = create.isPending;

  return (
    <Box>
      <PageHeader
        title="Create New Ticket"
        subtitle="Tell us what you need help with. We reply on the ticket's page."
        actions={
          <Button component={RouterLink} to={paths.support} startIcon={<ArrowBack />}>
            Help & Support
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'grid', gap: 2.5 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            label="Subject"
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
            helperText={errors.subject ?? `A short summary. Please leave out passport or case numbers. (${subject.length}/${LIMITS.subject})`}
            disabled={pending}
            slotProps={{ htmlInput: { maxLength: LIMITS.subject } }}
          />
          <TextField
            select
            label="Category"
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
              Choose a category
            </option>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </TextField>
          <TextField
            label="Description"
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
            helperText={errors.description ?? `What happened, what you expected, and any steps to see the problem. (${description.length}/${LIMITS.description})`}
            disabled={pending}
            slotProps={{ htmlInput: { maxLength: LIMITS.description } }}
          />
          <Box role="group" aria-labelledby={ids.attachmentLabel}>
            <Typography id={ids.attachmentLabel} sx={{ fontWeight: 600 }}>
              Attachment (optional)
            </Typography>
            <Typography id={ids.attachmentHint} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              One PDF, DOCX, JPG or PNG file, up to {MAX_UPLOAD_LABEL}.
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {/* The file input itself is the one tab stop (Space or Enter opens the picker); the button shows its focus. */}
              <Button
                component="label"
                variant="outlined"
                startIcon={<AttachFile />}
                disabled={pending}
                tabIndex={-1}
                sx={{ '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
              >
                {attachment ? 'Replace file' : 'Choose file'}
                <input
                  type="file"
                  accept={ACCEPT}
                  aria-label="Attachment"
                  aria-describedby={`${ids.attachmentHint}${errors.attachment ? ` ${ids.attachmentError}` : ''}`}
                  onChange={onFileChange}
                  style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
                />
              </Button>
              {attachment && (
                <>
                  <Chip label={`${attachment.name} (${formatBytes(attachment.size)})`} data-testid="attachment-chip" sx={{ maxWidth: '100%' }} />
                  <Button
                    size="small"
                    color="inherit"
                    disabled={pending}
                    onClick={() => {
                      setAttachment(null);
                      clearError('attachment');
                    }}
                  >
                    Remove attachment
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
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}>
              {pending ? 'Sending…' : 'Submit Ticket'}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
