import { Alert, TextField } from '@mui/material';
import { PERSON_ROLES, type PersonRole } from '@shared/forms/profile-facts';
import { useTranslation } from 'react-i18next';
import { useSetDocumentPerson } from '../api/set-document-person';

/** "Whose document is this?": the person the review matched, which the user can correct (or say they do not know). */
export function DocumentPerson({ reviewId, documentId, person }: { reviewId: string; documentId: string; person: PersonRole | null }) {
  const { t } = useTranslation('documents');
  const set = useSetDocumentPerson();
  const choose = (value: string) => {
    const chosen = PERSON_ROLES.find((role) => role === value) ?? null;
    set.mutate({ reviewId, input: { documentId, person: chosen } });
  };
  return (
    <>
      <TextField
        select
        size="small"
        label={t('result.whose')}
        value={set.isPending ? (set.variables.input.person ?? '') : (person ?? '')}
        onChange={(event) => choose(event.target.value)}
        disabled={set.isPending}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mt: 1.5, minWidth: 220 }}
      >
        <option value="">{t('result.whoseUnknown')}</option>
        {PERSON_ROLES.map((role) => (
          <option key={role} value={role}>
            {t('result.whoseOption', { person: role })}
          </option>
        ))}
      </TextField>
      {set.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {set.error.message || t('result.whoseFailed')}
        </Alert>
      )}
    </>
  );
}
