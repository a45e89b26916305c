// A JSON-serialisable description of each category's fields, derived from the zod schema so that the wizard's
// dynamic form, GET /function-schemas and the validator can never disagree.
import { z } from 'zod';
import type { EligibilityCategory } from '../reference/categories';
import { ELIGIBILITY_CATEGORIES } from '../reference/categories';
import { COUNTRIES } from '../reference/countries';
import { CATEGORY_DETAILS_SCHEMAS } from './category-details-schema';

type JsonSchema = z.core.JSONSchema.JSONSchema;

export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'enum' | 'country' | 'array' | 'object';

export interface FieldDescriptor {
  name: string;
  type: FieldType;
  required: boolean;
  description: string;
  /** Allowed values of an enum or country field, or of each item of an array field. */
  options?: string[];
  /** For arrays: the type of each item. */
  itemType?: FieldType;
  minimum?: number;
  maximum?: number;
  default?: string | number | boolean | string[];
  /** For nested objects. */
  fields?: FieldDescriptor[];
}

/** The JSON Schema (draft 2020-12) of one category's details, as a client should send them. */
export function categoryDetailsJsonSchema(category: EligibilityCategory): JsonSchema {
  return z.toJSONSchema(CATEGORY_DETAILS_SCHEMAS[category], { io: 'input', unrepresentable: 'any' });
}

const asSchema = (value: unknown): JsonSchema => (typeof value === 'object' && value !== null ? (value as JsonSchema) : {});

function stringOptions(schema: JsonSchema): string[] | undefined {
  return schema.enum?.every((v): v is string => typeof v === 'string') ? schema.enum : undefined;
}

const isCountryList = (options: readonly string[]) =>
  options.length === COUNTRIES.length && options.every((option, i) => option === COUNTRIES[i]);

// zod writes the safe-integer limits on every int; they are noise to a form.
const meaningfulBound = (n: number | undefined) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);

function scalarType(schema: JsonSchema): { type: FieldType; options?: string[] } {
  const options = stringOptions(schema);
  if (options) return { type: isCountryList(options) ? 'country' : 'enum', options };
  if (schema.type === 'string' && schema.format === 'date') return { type: 'date' };
  if (
    schema.type === 'integer' ||
    schema.type === 'number' ||
    schema.type === 'boolean' ||
    schema.type === 'object' ||
    schema.type === 'array'
  ) {
    return { type: schema.type };
  }
  return { type: 'string' };
}

function defaultValue(value: unknown): FieldDescriptor['default'] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((v): v is string => typeof v === 'string')) return value;
  return undefined;
}

function describeField(name: string, schema: JsonSchema, required: boolean): FieldDescriptor {
  const { type, options } = scalarType(schema);
  const field: FieldDescriptor = { name, type, required, description: schema.description ?? '' };
  if (options) field.options = options;
  const minimum = meaningfulBound(schema.minimum);
  const maximum = meaningfulBound(schema.maximum);
  if (minimum !== undefined) field.minimum = minimum;
  if (maximum !== undefined) field.maximum = maximum;
  const fallback = defaultValue(schema.default);
  if (fallback !== undefined) field.default = fallback;
  if (type === 'array') {
    const items = scalarType(asSchema(schema.items));
    field.itemType = items.type;
    if (items.options) field.options = items.options;
  }
  if (type === 'object') field.fields = describeObject(schema);
  return field;
}

function describeObject(schema: JsonSchema): FieldDescriptor[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => describeField(name, asSchema(property), required.has(name)));
}

/** The fields of one category's details, in form order. */
export function describeCategoryFields(category: EligibilityCategory): FieldDescriptor[] {
  return describeObject(categoryDetailsJsonSchema(category));
}

/** Every category's fields, keyed by the category label. */
export function describeAllCategoryFields(): Record<EligibilityCategory, FieldDescriptor[]> {
  const entries = ELIGIBILITY_CATEGORIES.map((category) => [category, describeCategoryFields(category)] as const);
  return Object.fromEntries(entries) as Record<EligibilityCategory, FieldDescriptor[]>;
}
