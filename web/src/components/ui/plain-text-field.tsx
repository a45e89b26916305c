import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId } from 'react';

interface PlainTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  label: string;
  helperText?: string;
}

/**
 * A labelled outlined input, like TextField without its Select support: TextField pulls in
 * Menu, Popover and Modal, which the lean login route does not need.
 */
export function PlainTextField({ label, helperText, required, error, fullWidth = true, ...inputProps }: PlainTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" required={required} error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={required ? `${label} *` : label} aria-describedby={helperId} {...inputProps} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
