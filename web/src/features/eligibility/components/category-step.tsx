import { ELIGIBILITY_CATEGORIES, type EligibilityCategory } from '@shared/reference/categories';
import { Box, FormHelperText, Typography } from '@mui/material';
import { ChoiceTiles, type ChoiceTile } from '@/components/ui/choice-tiles';

// One line per tile so applicants can tell the categories apart without knowing the visa codes.
const BLURBS: Record<EligibilityCategory, string> = {
  'Family-Based': 'A green card through a U.S. citizen or permanent resident relative.',
  'Employment-Based': 'A green card through a permanent job offer (EB-1, EB-2, EB-3).',
  'Investor (EB-5)': 'A green card for investing in a U.S. business that creates jobs.',
  'Treaty Investor (E-2)': 'A temporary visa to run a business you invested in, for treaty nationals.',
  'Highly Skilled (EB-1/O-1)': 'Extraordinary ability, outstanding researchers and multinational managers.',
  'Student (F-1)': 'Study full time at a U.S. school, college or university.',
  'Tourist (B-1/B-2)': 'Visit for tourism, family, medical treatment or business meetings.',
  'Asylum/Refugee': 'Protection for people persecuted or afraid of persecution.',
  'Exchange Visitor (J-1)': 'Exchange programs: scholars, trainees, interns, au pairs and more.',
  'K-Visa': 'Come to the United States to marry, or join, a U.S. citizen.',
  'Diversity Lottery': 'A green card through the Diversity Visa lottery.',
  'Special Immigrant Juvenile (SIJ)': 'Protection for children abused, neglected or abandoned by a parent.',
  'Special Categories': 'Religious workers, VAWA self-petitioners, Afghan and Iraqi allies and others.',
  'Medical Professionals (EB-2 NIW)': 'A green card without a job offer through a national interest waiver.',
};

const OPTIONS: ChoiceTile<EligibilityCategory>[] = ELIGIBILITY_CATEGORIES.map((category) => ({ value: category, label: category, description: BLURBS[category] }));

interface CategoryStepProps {
  value: EligibilityCategory | null;
  onChoose: (category: EligibilityCategory) => void;
  error?: string;
}

export function CategoryStep({ value, onChoose, error }: CategoryStepProps) {
  return (
    <Box>
      <Typography variant="h6" component="h2" id="category-heading" sx={{ fontWeight: 700, mb: 0.5 }}>
        Choose a category
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Pick the visa or green card category you want to check. Changing it later clears the category details.
      </Typography>
      {error && (
        <FormHelperText error sx={{ mb: 1 }}>
          {error}
        </FormHelperText>
      )}
      <ChoiceTiles options={OPTIONS} value={value} onChoose={onChoose} aria-labelledby="category-heading" />
    </Box>
  );
}
