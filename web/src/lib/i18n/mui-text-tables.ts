// MUI's own texts in the app's languages other than English (English is MUI's default). Loaded as one small chunk by
// lib/i18n/mui-texts.ts, only when such a language is in use.
export { deDE as de, esES as es, frFR as fr } from '@mui/material/locale';
