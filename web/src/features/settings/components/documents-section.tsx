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
import { Trans, useTranslation } from 'react-i18next';
import { MAX_UPLOAD_LABEL, UPLOAD_ACCEPT, uploadRefusal } from '@shared/settings/upload-policy';
import type { UserDocument } from '@shared/settings/document-views';
import { AsyncState } from '@/components/ui/async-state';
import { formatDate } from '@/components/ui/date-text';
import { formatNumber } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/i18n';
import { useDeleteDocument } from '../api/delete-document';
import { useDocuments } from '../api/get-documents';
import { useUploadDocument } from '../api/upload-document';
import { viewDocument } from '../api/view-document';
import { SettingsSection } from './settings-section';
import type { ShowToast } from './toast';
import { useServerMessages } from '@/lib/i18n/server-message';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return i18n.t('settings:documents.bytes', { size: formatNumber(bytes, { useGrouping: false }) });
  if (bytes < 1024 * 1024)
    return i18n.t('settings:documents.kilobytes', { size: formatNumber(Math.round(bytes / 1024), { useGrouping: false }) });
  return i18n.t('settings:documents.megabytes', {
    size: formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  });
}

function DocumentRow({ document, onRemove, showToast }: { document: UserDocument; onRemove: () => void; showToast: ShowToast }) {
  const { t } = useTranslation(['settings', 'common']);
  const [opening, setOpening] = useState(false);
  const view = () => {
    setOpening(true);
    viewDocument(document.name)
      .catch((error: unknown) =>
        showToast(
          t('documents.openFailed', { name: document.name, reason: error instanceof Error ? error.message : t('documents.unknownError') }),
          'error',
        ),
      )
      .finally(() => setOpening(false));
  };
  return (
    <ListItem divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 0, py: 1.5 }}>
      <DescriptionOutlined color="action" aria-hidden sx={{ mr: 1 }} />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans
            t={t}
            i18nKey="documents.uploaded"
            values={{ date: formatDate(document.uploadedAt), size: formatSize(document.size) }}
            components={{ time: <time dateTime={document.uploadedAt} /> }}
          />
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={view}
          loading={opening}
          aria-label={t('documents.viewName', { name: document.name })}
        >
          {t('documents.view')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={onRemove}
          aria-label={t('documents.removeName', { name: document.name })}
        >
          {t('documents.remove')}
        </Button>
      </Box>
    </ListItem>
  );
}

export function DocumentsSection({ showToast }: { showToast: ShowToast }) {
  const { t } = useTranslation(['settings', 'common']);
  const query = useDocuments();
  // The browser-side checks say the API's own words, from the server's errors catalog.
  const render = useServerMessages('server-errors');
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
    // The API checks these too (413, 415 and 400); checking first saves uploading a file that will be refused.
    const refusal = uploadRefusal(file);
    if (refusal) {
      setUploadError(t('documents.uploadFailed', { name: file.name, reason: render(refusal) }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (saved) => showToast(t('documents.uploadedToast', { name: saved.name })),
      onError: (error) => setUploadError(t('documents.uploadFailed', { name: file.name, reason: error.message })),
    });
  };

  const confirmRemove = () => {
    if (!confirming) return;
    const { name } = confirming;
    remove.mutate(name, {
      onSuccess: () => {
        setConfirming(null);
        showToast(t('documents.removedToast', { name }));
      },
      onError: (error) => {
        setConfirming(null);
        showToast(t('documents.removeFailed', { name, reason: error.message }), 'error');
      },
    });
  };

  return (
    <SettingsSection
      title={t('documents.title')}
      action={
        <Button
          variant="contained"
          size="small"
          startIcon={<UploadFileOutlined />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {t('documents.upload')}
        </Button>
      }
    >
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        onChange={chooseFile}
        aria-label={t('documents.input')}
        data-testid="document-upload-input"
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('documents.hint', { limit: MAX_UPLOAD_LABEL })}
      </Typography>
      {uploadError && (
        <Alert severity="error" onClose={() => setUploadError(null)} sx={{ mb: 2 }}>
          {uploadError}
        </Alert>
      )}
      <AsyncState
        query={query}
        loadingLabel={t('documents.loading')}
        errorMessage={t('documents.loadFailed')}
        isEmpty={(docs) => docs.length === 0}
        empty={t('documents.empty')}
      >
        {(docs) => (
          <List disablePadding aria-label={t('documents.list')}>
            {docs.map((doc) => (
              <DocumentRow key={doc.name} document={doc} onRemove={() => setConfirming(doc)} showToast={showToast} />
            ))}
          </List>
        )}
      </AsyncState>
      <Dialog open={confirming !== null} onClose={() => !remove.isPending && setConfirming(null)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId}>{t('documents.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('documents.confirmText', { name: confirming?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={remove.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={confirmRemove} loading={remove.isPending}>
            {t('documents.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}
