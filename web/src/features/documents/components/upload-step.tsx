import { Alert, AlertTitle, Box, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { MAX_REVIEW_COMMENT, SELECT_COUNTRY_MESSAGE } from '@shared/documents/review-inputs';
import { DOCUMENT_CATEGORIES } from '@shared/reference/categories';
import { countryOptions } from '@/lib/country-names';
import { FAMILY_FILINGS, requiredDocuments } from '@shared/reference/required-documents';
import { useTranslation } from 'react-i18next';
import type { DocumentWizard } from '../hooks/use-document-wizard';
import { checkMessage, useCheckMessages } from '../utils/check-messages';
import { FileDropZone } from './file-drop-zone';
import { PickedFileList } from './picked-file-list';
import { RequiredDocumentsList } from './required-documents-list';

export function UploadStep({ wizard }: { wizard: DocumentWizard }) {
  const { t } = useTranslation('documents');
  useCheckMessages();
  const { state, files, rejected, errors, filesRestored } = wizard;
  const { category, country, filing, comment, failure } = state;
  if (!category) return null;
  const required = requiredDocuments(category, country, filing || undefined);
  const countryMissing = errors.includes(SELECT_COUNTRY_MESSAGE);
  const label = DOCUMENT_CATEGORIES.some((c) => c.key === category) ? t(`category.names.${category}`) : category;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('upload.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('upload.intro', { category: label })}
        </Typography>
      </Box>

      {failure && (
        <Alert severity="error" role="alert">
          <AlertTitle sx={{ fontWeight: 700 }}>{t('upload.analysisFailed')}</AlertTitle>
          <Box>{failure}</Box>
        </Alert>
      )}

      <TextField
        select
        label={t('upload.country')}
        value={country}
        onChange={(event) => wizard.setCountry(event.target.value)}
        required
        error={countryMissing}
        helperText={countryMissing ? checkMessage(SELECT_COUNTRY_MESSAGE) : undefined}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 360 } }}
      >
        <option value="">{t('upload.selectCountry')}</option>
        {countryOptions().map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>

      {category === 'family' && (
        <TextField
          select
          label={t('upload.filing')}
          value={filing}
          onChange={(event) => wizard.setFiling(FAMILY_FILINGS.find((option) => option === event.target.value) ?? '')}
          helperText={t('upload.filingHelp')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: 360 } }}
        >
          <option value="">{t('upload.filingUnsure')}</option>
          {FAMILY_FILINGS.map((option) => (
            <option key={option} value={option}>
              {t('upload.filingOption', { filing: option })}
            </option>
          ))}
        </TextField>
      )}

      <RequiredDocumentsList items={required} />

      <TextField
        label={t('upload.instructions')}
        value={comment}
        onChange={(event) => wizard.setComment(event.target.value)}
        multiline
        minRows={2}
        maxRows={6}
        helperText={t('upload.instructionsHelp')}
        slotProps={{ htmlInput: { maxLength: MAX_REVIEW_COMMENT } }}
      />

      <Box component="section" aria-labelledby="upload-heading">
        <Typography variant="subtitle1" component="h3" id="upload-heading" sx={{ fontWeight: 700, mb: 1 }}>
          {t('upload.yourFiles')}
        </Typography>
        <FileDropZone onFiles={(list) => void wizard.addFiles(list)} />
        {rejected.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            <AlertTitle>{t('upload.notAdded')}</AlertTitle>
            <List dense disablePadding>
              {rejected.map((r, i) => (
                <ListItem key={`${r.name}-${i}`} disableGutters sx={{ py: 0 }}>
                  {t('upload.rejected', { name: r.name, reason: checkMessage(r.reason) })}
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
        {!filesRestored && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('upload.restoring')}
          </Typography>
        )}
        {files.length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
              {t('upload.chosen', { count: files.length, required: required.length })}
            </Typography>
            <PickedFileList files={files} onRemove={wizard.removeFile} />
          </Box>
        )}
      </Box>

      {errors.length > 0 && (
        <Alert severity="error" role="alert" data-testid="upload-errors">
          {errors.map((message) => (
            <Box key={message}>{checkMessage(message)}</Box>
          ))}
        </Alert>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="outlined" onClick={wizard.back} aria-label={t('upload.backTo', { step: t('steps.category') })}>
          {t('upload.back')}
        </Button>
        <Button variant="contained" onClick={wizard.analyze}>
          {t('upload.analyze')}
        </Button>
      </Box>
    </Stack>
  );
}
