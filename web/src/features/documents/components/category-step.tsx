import { Box, Typography } from '@mui/material';
import { DOCUMENT_CATEGORIES, type DocumentCategoryKey } from '@shared/reference/categories';
import { ChoiceTiles, type ChoiceTile } from '@/components/ui/choice-tiles';

// One line per tile, so applicants can tell the checklists apart.
const BLURBS: Record<DocumentCategoryKey, string> = {
  family: 'A relative who is a U.S. citizen or permanent resident petitions for you (I-130).',
  employment: 'An employer petitions for you (I-140), with the job offer and your qualifications.',
  student: 'Study or an exchange program: the I-20 or DS-2019, funds and the SEVIS fee.',
  refugee: 'Asylum in the United States (I-589) or refugee processing abroad (I-590).',
  kvisa: 'A U.S. citizen petitions for their fiancé(e) to come and marry (I-129F).',
  diversity: 'You were selected in the Diversity Visa lottery.',
  special: 'Special immigrants (I-360): juveniles, religious workers, VAWA and others.',
};

const OPTIONS: ChoiceTile<DocumentCategoryKey>[] = DOCUMENT_CATEGORIES.map(({ key, label }) => ({ value: key, label, description: BLURBS[key] }));

interface CategoryStepProps {
  value: DocumentCategoryKey | null;
  onChoose: (category: DocumentCategoryKey) => void;
}

export function CategoryStep({ value, onChoose }: CategoryStepProps) {
  return (
    <Box>
      <Typography variant="h6" component="h2" id="document-category-heading" sx={{ fontWeight: 700, mb: 0.5 }}>
        Choose a category
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Pick the kind of application your documents are for: it decides which documents are required.
      </Typography>
      <ChoiceTiles options={OPTIONS} value={value} onChoose={onChoose} aria-labelledby="document-category-heading" />
    </Box>
  );
}
