import { Box, FormHelperText } from '@mui/material';
import { useId, type ComponentProps } from 'react';
import { PlainTextField } from '@/components/ui/plain-text-field';

type AnnouncedFieldProps = Omit<ComponentProps<typeof PlainTextField>, 'helperText' | 'error'> & {
  /** The problem with the value, in words; shown under the field, tied to it and read out the moment it appears. */
  message: string | null;
};

/**
 * A labelled field whose error is more than a red outline: the message is the input's description
 * (aria-describedby), the input is marked invalid, and the message is an alert so screen readers announce it even
 * when focus is already in the field (say, after pressing Enter there).
 */
export function AnnouncedField({ message, ...fieldProps }: AnnouncedFieldProps) {
  const messageId = `${useId()}-message`;
  return (
    <Box>
      <PlainTextField {...fieldProps} error={Boolean(message)} aria-describedby={message ? messageId : undefined} />
      {message && (
        <FormHelperText id={messageId} error role="alert" sx={{ mx: 1.75 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
