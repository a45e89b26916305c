// The fee calculator (http/routes/fees.ts serves it; docs/fees.md). Pinned: other clients rely on it.
import { feeQuoteQuerySchema, feeQuoteSchema } from '../fees/fee-views';
import { route } from './contract';

export const feesContracts = {
  quote: route({
    method: 'GET',
    path: '/fees/quote',
    summary: 'What USCIS forms cost, online or on paper, with the options that change a fee: one line per form, then the total',
    ids: 'none',
    query: feeQuoteQuerySchema,
    responses: { 200: feeQuoteSchema },
  }),
};
