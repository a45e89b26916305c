// Preparing a filing: the goals, a case's forms, their questions and answers, the "Ready to file?" check and the
// filled official PDFs (http/routes/forms.ts serves them; docs/forms.md). Pinned: other clients rely on it.
import { answersInputSchema, questionsQuerySchema } from '../forms/answer-input';
import { caseFormsSchema, formCheckSchema, goalsSchema, questionsSchema } from '../forms/form-views';
import { fileAnswer, jsonBody, route } from './contract';

const CASE = { id: 'case' } as const;
const CASE_FORM = { id: 'case', formId: 'form' } as const;

export const formsContracts = {
  goals: route({
    method: 'GET',
    path: '/goals',
    summary: 'What an applicant can set out to do, each goal with the USCIS forms of its filing, in their language',
    ids: 'none',
    responses: { 200: goalsSchema },
  }),
  caseForms: route({
    method: 'GET',
    path: '/cases/{id}/forms',
    summary: "The forms of the case's goal: edition, progress, fee, and the total to pay",
    ids: CASE,
    responses: { 200: caseFormsSchema },
  }),
  questions: route({
    method: 'GET',
    path: '/cases/{id}/forms/{formId}/questions',
    summary: 'What the form asks that applies to this case, with the answers so far (sensitive ones masked unless ?reveal=1)',
    ids: CASE_FORM,
    query: questionsQuerySchema,
    responses: { 200: questionsSchema },
  }),
  answer: route({
    method: 'PUT',
    path: '/cases/{id}/answers',
    summary: 'Saves answers (a null clears one); they fill every form of the case that asks the same question',
    ids: CASE,
    body: jsonBody(answersInputSchema),
    responses: { 200: caseFormsSchema },
  }),
  check: route({
    method: 'GET',
    path: '/cases/{id}/forms/{formId}/check',
    summary: '"Ready to file?": what is missing, inconsistent or outdated, and what to pay and sign',
    ids: CASE_FORM,
    responses: { 200: formCheckSchema },
  }),
  pdf: route({
    method: 'GET',
    path: '/cases/{id}/forms/{formId}/pdf',
    summary: 'The official PDF filled as far as answered, named by the form and its edition',
    ids: CASE_FORM,
    responses: { 200: fileAnswer('application/pdf') },
  }),
  packet: route({
    method: 'GET',
    path: '/cases/{id}/packet.pdf',
    summary: 'The filing packet: cover letter, contents, the filled forms, evidence checklist, fees and sign-here notes',
    ids: CASE,
    responses: { 200: fileAnswer('application/pdf') },
  }),
};
