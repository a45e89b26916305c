import { Box, Typography } from '@mui/material';
import { DOCUMENT_CATEGORIES, type DocumentCategoryKey } from '@shared/reference/categories';
import { useTranslation } from 'react-i18next';
import { ChoiceTiles, type ChoiceTile } from '@/components/ui/choice-tiles';

interface CategoryStepProps {
  value: DocumentCategoryKey | null;
  onChoose: (category: DocumentCategoryKey) => void;
}

export function CategoryStep({ value, onChoose }: CategoryStepProps) {
  const { t } = useTranslation('documents');
  // One line per tile (category.blurbs), so applicants can tell the checklists apart.
  const options: ChoiceTile<DocumentCategoryKey>[] = DOCUMENT_CATEGORIES.map(({ key }) => ({
    value: key,
    label: t(`category.names.${key}`),
    description: t(`category.blurbs.${key}`),
  }));
  return (
    <Box>
      <Typography variant="h6" component="h2" id="document-category-heading" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('category.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('category.help')}
      </Typography>
      <ChoiceTiles options={options} value={value} onChoose={onChoose} aria-labelledby="document-category-heading" />
    </Box>
  );
}
