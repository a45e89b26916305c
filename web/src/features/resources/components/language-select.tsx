import { TextField, type SxProps, type Theme } from '@mui/material';
import { KNOWLEDGE_LANGUAGES, type KnowledgeLanguage } from '@shared/knowledge/knowledge-views';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from './knowledge-labels';

const isLanguage = (value: string): value is KnowledgeLanguage => (KNOWLEDGE_LANGUAGES as readonly string[]).includes(value);

/** The language the answers are shown in; a native select, simplest on phones and for keyboards. */
export function LanguageSelect({
  value,
  onChange,
  sx,
}: {
  value: KnowledgeLanguage;
  onChange: (lang: KnowledgeLanguage) => void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('resources');
  return (
    <TextField
      select
      label={t('language')}
      size="small"
      value={value}
      onChange={(event) => {
        if (isLanguage(event.target.value)) onChange(event.target.value);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      {KNOWLEDGE_LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </TextField>
  );
}
