// Small inputs shared by the wizard's steps. Each takes its value, its error message (if any) and a change handler,
// and renders a visible label: the Info step's short labels float in the field, the category questions sit above.
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Question legends read like the other questions: body text, with the required asterisk in red.
const LEGEND_SX = {
  typography: 'body2',
  fontWeight: 500,
  color: 'text.primary',
  '&.Mui-focused': { color: 'text.primary' },
  '& .MuiFormLabel-asterisk': { color: 'error.main' },
} as const;

type BaseTextProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'>;

export interface TextInputProps extends BaseTextProps {
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

export function TextInput({ value, onValue, error, hint, slotProps, type, ...props }: TextInputProps) {
  const shrink = type === 'date' ? { shrink: true } : undefined;
  return (
    <TextField
      fullWidth
      value={value}
      type={type}
      onChange={(event) => onValue(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ ...slotProps, inputLabel: { ...shrink, ...(slotProps?.inputLabel as object | undefined) } }}
      {...props}
    />
  );
}

export interface SelectInputProps extends Omit<TextInputProps, 'children' | 'select'> {
  options: readonly string[];
  /** The text of the empty choice. */
  placeholder?: string;
  /** How an option shows; the option itself is the value sent to the API. */
  optionLabel?: (option: string) => string;
}

/** A native select: quick with a keyboard (type the first letters) and comfortable on phones, even for 200 countries. */
export function SelectInput({ options, placeholder, optionLabel = (option) => option, slotProps, ...props }: SelectInputProps) {
  const { t } = useTranslation('eligibility');
  return (
    <TextInput select slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }} {...props}>
      <option value="">{placeholder ?? t('fields.select')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </TextInput>
  );
}

export function NumberInput({
  money,
  integer,
  min,
  max,
  ...props
}: TextInputProps & { money?: boolean; integer?: boolean; min?: number; max?: number }) {
  const { t } = useTranslation('eligibility');
  return (
    <TextInput
      type="number"
      slotProps={{
        htmlInput: { min, max, step: integer ? 1 : 'any', inputMode: integer ? 'numeric' : 'decimal' },
        input: money ? { startAdornment: <InputAdornment position="start">{t('publicCharge.dollar')}</InputAdornment> } : undefined,
      }}
      {...props}
    />
  );
}

export function SwitchInput({
  label,
  checked,
  onChecked,
  hint,
}: {
  label: ReactNode;
  checked: boolean;
  onChecked: (value: boolean) => void;
  hint?: ReactNode;
}) {
  return (
    <Box>
      <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChecked(event.target.checked)} />} label={label} />
      {hint && <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{hint}</FormHelperText>}
    </Box>
  );
}

export function CheckboxInput({ label, checked, onChecked }: { label: ReactNode; checked: boolean; onChecked: (value: boolean) => void }) {
  return <FormControlLabel control={<Checkbox checked={checked} onChange={(event) => onChecked(event.target.checked)} />} label={label} />;
}

/** A question whose label is a sentence, shown above its input. */
export function Question({ id, label, required, children }: { id: string; label: string; required: boolean; children: ReactNode }) {
  return (
    <Box>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.75, fontWeight: 500 }}>
        {label}
        {required && (
          <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
            {' *'}
          </Box>
        )}
      </Typography>
      {children}
    </Box>
  );
}

/** Yes / No (and, when the question may be left open, "Not sure"); undefined means unanswered. */
export function YesNoInput({
  label,
  required,
  allowUnsure = !required,
  value,
  onValue,
  error,
}: {
  label: string;
  required: boolean;
  allowUnsure?: boolean;
  value: boolean | undefined;
  onValue: (value: boolean | undefined) => void;
  error?: string;
}) {
  const { t } = useTranslation('eligibility');
  const labelId = useId();
  const current = value === undefined ? (allowUnsure ? 'unsure' : '') : value ? 'yes' : 'no';
  return (
    <FormControl error={Boolean(error)} required={required} component="fieldset" variant="standard">
      <FormLabel id={labelId} component="legend" sx={LEGEND_SX}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={current}
        onChange={(event) => onValue(event.target.value === 'yes' ? true : event.target.value === 'no' ? false : undefined)}
      >
        <FormControlLabel value="yes" control={<Radio />} label={t('fields.yes')} />
        <FormControlLabel value="no" control={<Radio />} label={t('fields.no')} />
        {allowUnsure && <FormControlLabel value="unsure" control={<Radio />} label={t('fields.notSure')} />}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export function CheckboxGroupInput({
  label,
  options,
  value,
  onValue,
  error,
  required,
}: {
  label: string;
  options: readonly string[];
  value: string[];
  onValue: (value: string[]) => void;
  error?: string;
  required: boolean;
}) {
  const labelId = useId();
  const toggle = (option: string, on: boolean) =>
    onValue(on ? options.filter((o) => o === option || value.includes(o)) : value.filter((o) => o !== option));
  return (
    <FormControl error={Boolean(error)} required={required} component="fieldset" variant="standard">
      <FormLabel id={labelId} component="legend" sx={LEGEND_SX}>
        {label}
      </FormLabel>
      <FormGroup row aria-labelledby={labelId}>
        {options.map((option) => (
          <CheckboxInput key={option} label={option} checked={value.includes(option)} onChecked={(on) => toggle(option, on)} />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** Two columns from tablet width up, one on phones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>{children}</Box>;
}
