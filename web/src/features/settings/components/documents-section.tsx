import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  ACCEPTED_TYPES_MESSAGE,
  declaredKind,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_LABEL,
  TOO_LARGE_MESSAGE,
  UPLOAD_KINDS,
} from '@shared/settings/upload-policy';
import type { UserDocument } from '@shared/settings/document-views';
import { AsyncState } from '@/components/ui/async-state';
import { formatDate } from '@/components/ui/date-text';
import { useDeleteDocument } from '../api/delete-document';
import { useDocuments } from '../api/get-documents';
import { useUploadDocument } from '../api/upload-document';
import { viewDocument } from '../api/view-document';
import { SettingsSection } from './settings-section';
import type { ShowToast } from './toast';

// Extensions and MIME types, so the picker offers the right files on every platform.
const ACCEPT = Object.values(UPLOAD_KINDS)
  .flatMap((kind) => [...kind.extensions, kind.contentType])
  .join(',');

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function DocumentRow({ document, onRemove, showToast }: { document: UserDocument; onRemove: () => void; showToast: ShowToast }) {
  const [opening, setOpening] = useState(false);
  const view = () => {
    setOpening(true);
    viewDocument(document.name)
      .catch((error: unknown) => showToast(`Couldn't open ${document.name}: ${error instanceof Error ? error.message : 'unknown error'}`, 'error'))
      .finally(() => setOpening(false));
  };
  return (
    <ListItem divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 0, py: 1.5 }}>
      <DescriptionOutlined color="action" aria-hidden sx={{ mr: 1 }} />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          Uploaded <time dateTime={document.uploadedAt}>{formatDate(document.uploadedAt)}</time> · {formatSize(document.size)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={view} loading={opening} aria-label={`View ${document.name}`}>
          View
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={onRemove} aria-label={`Remove ${document.name}`}>
          Remove
        </Button>
      </Box>
    </ListItem>
  );
}

export function DocumentsSection({ showToast }: { showToast: ShowToast }) {
  const query = useDocuments();
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<UserDocument | null>(null);
  const dialogTitleId = useId();
  const hintId = useId();

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires a change again.
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    // The API checks these too (413 and 415); checking first saves uploading a file that will be refused.
    if (!declaredKind(file.type, file.name)) {
      setUploadError(`Couldn't upload ${file.name}. ${ACCEPTED_TYPES_MESSAGE}`);
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setUploadError(`Couldn't upload ${file.name}. ${TOO_LARGE_MESSAGE}`);
      return;
    }
    upload.mutate(file, {
      onSuccess: (saved) => showToast(`Uploaded ${saved.name}.`),
      onError: (error) => setUploadError(`Couldn't upload ${file.name}. ${error.message}`),
    });
  };

  const confirmRemove = () => {
    if (!confirming) return;
    const { name } = confirming;
    remove.mutate(name, {
      onSuccess: () => {
        setConfirming(null);
        showToast(`Removed ${name}.`);
      },
      onError: (error) => {
        setConfirming(null);
        showToast(`Couldn't remove ${name}: ${error.message}`, 'error');
      },
    });
  };

  return (
    <SettingsSection
      title="Uploaded Documents"
      action={
        <Button variant="contained" size="small" startIcon={<UploadFileOutlined />} loading={upload.isPending} onClick={() => input.current?.click()} aria-describedby={hintId}>
          Upload
        </Button>
      }
    >
      <input ref={input} type="file" accept={ACCEPT} hidden onChange={chooseFile} aria-label="Document to upload" data-testid="document-upload-input" />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        PDF, DOCX, JPG or PNG, up to {MAX_UPLOAD_LABEL}.
      </Typography>
      {uploadError && (
        <Alert severity="error" onClose={() => setUploadError(null)} sx={{ mb: 2 }}>
          {uploadError}
        </Alert>
      )}
      <AsyncState
        query={query}
        loadingLabel="Loading documents…"
        errorMessage="Failed to fetch documents"
        isEmpty={(docs) => docs.length === 0}
        empty="No documents uploaded."
      >
        {(docs) => (
          <List disablePadding aria-label="Uploaded documents">
            {docs.map((doc) => (
              <DocumentRow key={doc.name} document={doc} onRemove={() => setConfirming(doc)} showToast={showToast} />
            ))}
          </List>
        )}
      </AsyncState>
      <Dialog open={confirming !== null} onClose={() => !remove.isPending && setConfirming(null)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId}>Remove document?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming?.name} will be deleted. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={confirmRemove} loading={remove.isPending}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}
