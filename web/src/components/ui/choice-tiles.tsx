import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';

export interface ChoiceTile<T extends string> {
  value: T;
  label: string;
  description: string;
}

interface ChoiceTilesProps<T extends string> {
  options: readonly ChoiceTile<T>[];
  value: T | null;
  onChoose: (value: T) => void;
  /** The id of the heading that names the group. */
  'aria-labelledby': string;
}

/** A grid of selectable cards, one chosen at a time (the category steps of eligibility and document review). */
export function ChoiceTiles<T extends string>({ options, value, onChoose, 'aria-labelledby': labelledBy }: ChoiceTilesProps<T>) {
  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
    >
      {options.map((option) => {
        const selected = value === option.value;
        return (
          <Card
            key={option.value}
            variant="outlined"
            sx={{
              borderColor: selected ? 'primary.main' : 'divider',
              borderWidth: selected ? 2 : 1,
              bgcolor: selected ? 'action.selected' : undefined,
            }}
          >
            <CardActionArea aria-pressed={selected} onClick={() => onChoose(option.value)} sx={{ height: '100%', p: 0 }}>
              <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.75 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {option.label}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                    {option.description}
                  </Typography>
                </Box>
                {selected && <CheckCircleIcon color="primary" fontSize="small" aria-hidden />}
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
