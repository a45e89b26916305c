import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, CircularProgress, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAddPaymentMethod, type NewCard } from '../api/add-payment-method';
import {
  brandOf,
  CARD_FIELDS,
  digitsOf,
  formatCardNumber,
  formatExpiryInput,
  formFieldOf,
  MAX_HOLDER_LENGTH,
  parseExpiry,
  validateCard,
  validateCardField,
  type CardField,
  type CardFormErrors,
  type CardFormValues,
} from '../utils/card-form';
import { PageHeader } from '@/components/ui/page-header';
import type { CardAddedState } from './payment-methods';
import { useSchemaMessages } from '@/lib/i18n/server-message';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '', holder: '' };

/** Where the caret belongs in `formatted` so that it still follows the same number of digits. */
function caretAfterDigits(formatted: string, digitCount: number): number {
  let seen = 0;
  let pos = 0;
  while (pos < formatted.length && seen < digitCount) {
    if (/\d/.test(formatted.charAt(pos))) seen++;
    pos++;
  }
  return pos;
}

export function AddPaymentMethodForm() {
  const { t } = useTranslation('billing');
  useSchemaMessages();
  const navigate = useNavigate();
  const add = useAddPaymentMethod();
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const numberCaret = useRef<number | null>(null);

  // Reformatting the number re-renders the input; put the caret back where the user was typing.
  useLayoutEffect(() => {
    const input = inputs.current.number;
    if (numberCaret.current !== null && input && document.activeElement === input) {
      input.setSelectionRange(numberCaret.current, numberCaret.current);
    }
    numberCaret.current = null;
  });

  const update = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's error clears as soon as it is valid; new errors wait for blur or submit.
    if (errors[field] && !validateCardField(field, { ...values, [field]: value })) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const digitsBeforeCaret = digitsOf(raw.slice(0, event.target.selectionStart ?? raw.length)).length;
    const formatted = formatCardNumber(raw);
    numberCaret.current = caretAfterDigits(formatted, digitsBeforeCaret);
    update('number', formatted);
  };

  const onBlur = (field: CardField) => {
    const message = validateCardField(field, values);
    // An untouched empty field stays quiet until submit.
    if (values[field].trim() || errors[field]) setErrors((e) => ({ ...e, [field]: message }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateCard(values);
    const firstInvalid = CARD_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      setErrors(found);
      inputs.current[firstInvalid]?.focus();
      return;
    }
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;
    const card: NewCard = {
      number: digitsOf(values.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cvc.trim(),
      holder: values.holder.trim(),
    };
    // The full number and the CVC leave the form's state the moment they are sent.
    setValues((current) => ({ ...current, number: '', cvc: '' }));
    try {
      const method = await add.mutateAsync(card);
      const state: CardAddedState = { addedCard: { brand: method.brand, last4: method.last4 } };
      navigate(paths.billingMethods, { state });
    } catch (error) {
      const fieldErrors: CardFormErrors = {};
      if (error instanceof ApiError && error.fields) {
        for (const [serverField, message] of Object.entries(error.fields)) {
          const field = formFieldOf(serverField);
          if (field) fieldErrors[field] ??= message;
        }
      }
      setErrors(fieldErrors);
      const reason = error instanceof Error ? error.message : t('addCard.requestFailed');
      setFormError(t('addCard.failed', { reason }));
    } finally {
      // Drops the mutation's copy of the variables (the number and the CVC).
      add.reset();
    }
  };

  const brand = brandOf(values.number);
  const pending = add.isPending;
  const fieldProps = (field: CardField) => ({
    value: values[field],
    error: Boolean(errors[field]),
    onBlur: () => onBlur(field),
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[field] = el;
    },
    disabled: pending,
    required: true,
    fullWidth: true,
  });
  const numberField = fieldProps('number');
  const expiryField = fieldProps('expiry');
  const cvcField = fieldProps('cvc');
  const holderField = fieldProps('holder');

  return (
    <Box>
      <PageHeader title={t('addCard.title')} subtitle={t('addCard.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        {/* method="post": should the script ever fail to catch the submit, the number must not land in a URL. */}
        <Box component="form" method="post" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'grid', gap: 2.5 }}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <TextField
            {...numberField}
            label={t('addCard.number')}
            onChange={onNumberChange}
            placeholder="1234 5678 9012 3456"
            helperText={errors.number}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23, spellCheck: false },
              input: {
                endAdornment: brand && brand !== 'Card' && (
                  <InputAdornment position="end">
                    <Typography variant="caption" sx={{ fontWeight: 700 }} data-testid="detected-brand">
                      {brand}
                    </Typography>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              {...expiryField}
              label={t('addCard.expiry')}
              placeholder={t('addCard.expiryPlaceholder')}
              onChange={(e) => update('expiry', formatExpiryInput(e.target.value))}
              helperText={errors.expiry}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 5 } }}
            />
            <TextField
              {...cvcField}
              label={t('addCard.cvc')}
              onChange={(e) => update('cvc', digitsOf(e.target.value).slice(0, 4))}
              helperText={errors.cvc}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }}
            />
          </Box>
          <TextField
            {...holderField}
            label={t('addCard.holder')}
            onChange={(e) => update('holder', e.target.value)}
            helperText={errors.holder ?? t('addCard.holderHelp')}
            slotProps={{ htmlInput: { autoComplete: 'cc-name', maxLength: MAX_HOLDER_LENGTH } }}
          />
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary' }}>
            <LockOutlined fontSize="small" aria-hidden sx={{ mt: '2px' }} />
            <Typography variant="body2">{t('addCard.privacy')}</Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.billingMethods} disabled={pending}>
              {t('addCard.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={pending}
              startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
            >
              {pending ? t('addCard.adding') : t('addCard.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
