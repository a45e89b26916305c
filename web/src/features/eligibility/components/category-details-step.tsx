// The Category Details step, drawn from the descriptors the API derives from its own schema: a field added to a
// category's schema shows up here without touching the wizard.
import type { FieldDescriptor } from '@shared/eligibility/describe-category-fields';
import type { EligibilityCategory } from '@shared/reference/categories';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailValue, DetailValues, FieldErrors } from '../utils/form-state';
import { CATEGORY_KEYS } from './category-names';
import { CheckboxGroupInput, NumberInput, Question, SelectInput, TextInput, YesNoInput } from './form-fields';

interface FieldProps {
  field: FieldDescriptor;
  value: DetailValue;
  /** Path of the field below categoryDetails, e.g. "applicantQualifications.highestDegree". */
  path: string;
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
}

const text = (value: DetailValue) => (typeof value === 'string' ? value : '');

/**
 * The category questions shown in the reader's language (the asylum bars, docs/eligibility.md); the others show the
 * schema's English description. category-questions.test.ts keeps the English catalog equal to the schema.
 */
export const TRANSLATED_QUESTIONS = [
  'firmlyResettled',
  'previousAsylumDenied',
  'changedCircumstances',
  'persecutor',
  'particularlySeriousCrime',
  'seriousNonpoliticalCrime',
  'securityGrounds',
] as const;
const isTranslatedQuestion = (name: string): name is (typeof TRANSLATED_QUESTIONS)[number] =>
  (TRANSLATED_QUESTIONS as readonly string[]).includes(name);

function DetailField({ field, value, path, errors, set }: FieldProps) {
  const { t } = useTranslation('eligibility');
  const id = useId();
  const error = errors[`categoryDetails.${path}`];
  const onValue = (next: unknown) => set(path, next);
  const label = isTranslatedQuestion(field.name) ? t(`categoryQuestions.${field.name}`) : field.description || field.name;

  switch (field.type) {
    case 'boolean':
      // A question with a default starts on it ("No"); only a question with neither default nor answer may stay open.
      return (
        <YesNoInput
          label={label}
          required={field.required}
          allowUnsure={!field.required && field.default === undefined}
          value={typeof value === 'boolean' ? value : undefined}
          onValue={onValue}
          error={error}
        />
      );
    case 'array':
      return (
        <CheckboxGroupInput
          label={label}
          required={field.required}
          options={field.options ?? []}
          value={Array.isArray(value) ? value : []}
          onValue={onValue}
          error={error}
        />
      );
    case 'object':
      return (
        <Paper variant="outlined" component="fieldset" sx={{ p: { xs: 1.5, sm: 2 }, m: 0 }}>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 700, px: 0.5 }}>
            {label}
          </Typography>
          <DetailFields
            fields={field.fields ?? []}
            values={typeof value === 'object' && !Array.isArray(value) ? value : {}}
            prefix={`${path}.`}
            errors={errors}
            set={set}
          />
        </Paper>
      );
    case 'enum':
    case 'country':
      return (
        <Question id={id} label={label} required={field.required}>
          <SelectInput
            id={id}
            options={field.options ?? []}
            placeholder={field.required ? t('fields.select') : t('fields.notAnswered')}
            value={text(value)}
            onValue={onValue}
            error={error}
          />
        </Question>
      );
    case 'number':
    case 'integer':
      return (
        <Question id={id} label={label} required={field.required}>
          <NumberInput
            id={id}
            integer={field.type === 'integer'}
            // Amounts in the schema are described "in U.S. dollars"; show them as money.
            money={/U\.S\. dollars/.test(field.description)}
            min={field.minimum}
            max={field.maximum}
            value={text(value)}
            onValue={onValue}
            error={error}
          />
        </Question>
      );
    case 'date':
      return (
        <Question id={id} label={label} required={field.required}>
          <TextInput id={id} type="date" value={text(value)} onValue={onValue} error={error} sx={{ maxWidth: { sm: 260 } }} />
        </Question>
      );
    default:
      return (
        <Question id={id} label={label} required={field.required}>
          <TextInput id={id} value={text(value)} onValue={onValue} error={error} multiline maxRows={6} />
        </Question>
      );
  }
}

function DetailFields({
  fields,
  values,
  prefix,
  errors,
  set,
}: {
  fields: readonly FieldDescriptor[];
  values: DetailValues;
  prefix: string;
  errors: FieldErrors;
  set: FieldProps['set'];
}) {
  return (
    <Stack spacing={2.5}>
      {fields.map((field) => (
        <DetailField key={field.name} field={field} value={values[field.name]} path={`${prefix}${field.name}`} errors={errors} set={set} />
      ))}
    </Stack>
  );
}

interface CategoryDetailsStepProps {
  category: EligibilityCategory;
  fields: readonly FieldDescriptor[];
  values: DetailValues;
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
}

export function CategoryDetailsStep({ category, fields, values, errors, set }: CategoryDetailsStepProps) {
  const { t } = useTranslation('eligibility');
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('categoryDetails.heading', { category: t(`category.names.${CATEGORY_KEYS[category]}`) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {t('categoryDetails.intro')}
      </Typography>
      {errors['categoryDetails'] && (
        <Typography color="error" variant="body2" sx={{ mb: 2 }}>
          {errors['categoryDetails']}
        </Typography>
      )}
      <DetailFields fields={fields} values={values} prefix="" errors={errors} set={set} />
    </Box>
  );
}
