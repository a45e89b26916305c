import { Box, Typography } from '@mui/material';
import { TextInput } from './form-fields';

export function DetailsStep({ value, onValue, error }: { value: string; onValue: (value: string) => void; error?: string }) {
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Your situation
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Tell us in your own words what you want to achieve and anything the earlier steps did not ask about.
      </Typography>
      <TextInput
        required
        label="Details"
        value={value}
        onValue={onValue}
        error={error}
        multiline
        minRows={6}
        maxRows={16}
        slotProps={{ htmlInput: { maxLength: 10_000 } }}
      />
    </Box>
  );
}
