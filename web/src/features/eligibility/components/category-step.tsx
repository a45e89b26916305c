import { ELIGIBILITY_CATEGORIES, type EligibilityCategory } from '@shared/reference/categories';
import { Box, FormHelperText, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceTiles, type ChoiceTile } from '@/components/ui/choice-tiles';
import { CATEGORY_KEYS } from './category-names';

interface CategoryStepProps {
  value: EligibilityCategory | null;
  onChoose: (category: EligibilityCategory) => void;
  error?: string;
}

export function CategoryStep({ value, onChoose, error }: CategoryStepProps) {
  const { t } = useTranslation('eligibility');
  // One line per tile so applicants can tell the categories apart without knowing the visa codes.
  const options = useMemo<ChoiceTile<EligibilityCategory>[]>(
    () =>
      ELIGIBILITY_CATEGORIES.map((category) => {
        const key = CATEGORY_KEYS[category];
        return { value: category, label: t(`category.names.${key}`), description: t(`category.blurbs.${key}`) };
      }),
    [t],
  );
  return (
    <Box>
      <Typography variant="h6" component="h2" id="category-heading" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('category.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('category.intro')}
      </Typography>
      {error && (
        <FormHelperText error sx={{ mb: 1 }}>
          {error}
        </FormHelperText>
      )}
      <ChoiceTiles options={options} value={value} onChoose={onChoose} aria-labelledby="category-heading" />
    </Box>
  );
}
