// The AI Assistant page's reference answers (shared/contracts/assistant.ts): the questions it suggests and the lists
// its tool forms offer. Schemas, so the answers are checked against them outside production; the web imports the
// types only.
import { z } from 'zod';
import type { FieldDescriptor } from '../eligibility/describe-category-fields';
import { DOCUMENT_CATEGORY_KEYS, ELIGIBILITY_CATEGORIES, GENDERS, PREFERRED_COMMUNICATION } from '../reference/categories';

export const commonQuestionSchema = z.strictObject({ id: z.string(), text: z.string() });
export type CommonQuestion = z.infer<typeof commonQuestionSchema>;

/** GET /common-questions */
export const commonQuestionsSchema = z.strictObject({ questions: z.array(commonQuestionSchema) });

const FIELD_TYPES = ['string', 'number', 'integer', 'boolean', 'date', 'enum', 'country', 'array', 'object'] as const;

/** One field of a category's form, as shared/eligibility/describe-category-fields.ts describes it. */
export const fieldDescriptorSchema: z.ZodType<FieldDescriptor> = z.lazy(() =>
  z.strictObject({
    name: z.string(),
    type: z.enum(FIELD_TYPES),
    required: z.boolean(),
    description: z.string(),
    options: z.array(z.string()).optional(),
    itemType: z.enum(FIELD_TYPES).optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    default: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).optional(),
    fields: z.array(fieldDescriptorSchema).optional(),
  }),
);

/** GET /function-schemas: the choices the assistant's tool forms offer, as the server accepts them. */
export const functionSchemasSchema = z.strictObject({
  checkEligibility: z.strictObject({
    country: z.array(z.string()).readonly(),
    preferredCommunication: z.array(z.enum(PREFERRED_COMMUNICATION)).readonly(),
    category: z.array(z.enum(ELIGIBILITY_CATEGORIES)).readonly(),
    gender: z.array(z.enum(GENDERS)).readonly(),
    categoryFields: z.record(z.enum(ELIGIBILITY_CATEGORIES), z.array(fieldDescriptorSchema)),
  }),
  reviewDocuments: z.strictObject({
    category: z.array(z.strictObject({ key: z.enum(DOCUMENT_CATEGORY_KEYS), label: z.string() })).readonly(),
    country: z.array(z.string()).readonly(),
  }),
});
export type FunctionSchemas = z.infer<typeof functionSchemasSchema>;
