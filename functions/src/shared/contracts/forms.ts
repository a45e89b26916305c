// The filing goals and their forms (http/routes/forms.ts serves them; docs/forms.md).
import { goalsSchema } from '../forms/form-views';
import { route } from './contract';

export const formsContracts = {
  goals: route({
    method: 'GET',
    path: '/goals',
    summary: 'What an applicant can set out to do, each goal with the USCIS forms of its filing, in their language',
    ids: 'none',
    responses: { 200: goalsSchema },
  }),
};
