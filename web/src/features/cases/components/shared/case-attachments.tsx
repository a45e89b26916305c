import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Chip, Link, List, ListItem, Typography } from '@mui/material';
import type { CaseDocument } from '@shared/cases/case-views';
import { MAX_UPLOAD_LABEL, UPLOAD_ACCEPT } from '@shared/settings/upload-policy';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { useServerMessages } from '@/lib/i18n/server-message';
import { attachmentPath, useDownloadCaseAttachment, useUploadCaseAttachment } from '../../api/case-attachments';
import { attachmentProblem } from '../../utils/attachment-check';
import { reviewChip } from '../../utils/review-labels';

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

interface CaseAttachmentsProps {
  caseId: string;
  /** File names (CaseSummary.attachments). */
  names: readonly string[];
  /** The id of the heading that names the list. */
  labelledBy?: string;
  uploadLabel?: string;
  /** The case's documents from its details, once loaded: a reviewed file shows what document review found. */
  documents?: readonly CaseDocument[];
}

/** What document review found in a file; nothing for a file it has not checked. */
function ReviewChip({ document }: { document: CaseDocument | undefined }) {
  if (!document?.reviewed) return null;
  const chip = reviewChip(document);
  return <Chip size="small" label={chip.label} color={chip.color} variant="outlined" sx={{ ml: 'auto', flexShrink: 0 }} />;
}

/**
 * A case's documents and an upload button. Each name is a link to its API path (SPEC: links to /attachments/{name}),
 * but a click downloads through the API client: a plain link could not send the bearer token.
 */
export function CaseAttachments({ caseId, names, labelledBy, uploadLabel: uploadLabelProp, documents = [] }: CaseAttachmentsProps) {
  const { t } = useTranslation('cases');
  const uploadLabel = uploadLabelProp ?? t('attachments.upload');
  // The browser-side checks say the API's own words, from the server's errors catalog.
  const render = useServerMessages('server-errors');
  const upload = useUploadCaseAttachment();
  const download = useDownloadCaseAttachment();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [notice, setNotice] = useState<Notice | null>(null);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = attachmentProblem(file, render);
    if (problem) {
      setNotice({ severity: 'error', text: t('attachments.notUploaded', { name: file.name, problem }) });
      return;
    }
    setNotice(null);
    upload.mutate(
      { caseId, file },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t('attachments.uploaded', { name: file.name }) }),
        // The API's 413 and 415 messages say what to change.
        onError: (error) =>
          setNotice({ severity: 'error', text: t('attachments.notUploaded', { name: file.name, problem: error.message }) }),
      },
    );
  };

  const save = (name: string) =>
    download.mutate(
      { caseId, name },
      { onError: (error) => setNotice({ severity: 'error', text: t('attachments.notDownloaded', { name, problem: error.message }) }) },
    );

  return (
    <Box>
      {names.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('common.noDocuments')}
        </Typography>
      ) : (
        <List disablePadding aria-labelledby={labelledBy} data-testid="case-attachments">
          {names.map((name) => (
            <ListItem key={name} disableGutters divider sx={{ gap: 1, py: 0.75 }}>
              <DescriptionOutlined color="action" aria-hidden fontSize="small" />
              <Link
                href={`${env.apiUrl}${attachmentPath(caseId, name)}`}
                download={name}
                underline="hover"
                onClick={(event) => {
                  event.preventDefault();
                  save(name);
                }}
                aria-busy={download.isPending && download.variables?.name === name}
                sx={{ minWidth: 0, overflowWrap: 'anywhere', fontSize: '0.875rem' }}
              >
                {name}
              </Link>
              <ReviewChip document={documents.find((d) => d.name === name)} />
            </ListItem>
          ))}
        </List>
      )}
      <Box aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mt: 1.5 }}>
            {notice.text}
          </Alert>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileOutlined />}
          loading={upload.isPending}
          loadingPosition="start"
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {uploadLabel}
        </Button>
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t('attachments.hint', { size: MAX_UPLOAD_LABEL })}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          hidden
          onChange={chooseFile}
          aria-label={t('attachments.chooseFile', { label: uploadLabel })}
          data-testid="case-upload-input"
        />
      </Box>
    </Box>
  );
}
