// The current Visa Bulletin and where the caller's tracked applications stand on it (http/routes/visa-bulletin.ts
// serves them; docs/deadlines.md, "Priority dates and the Visa Bulletin").
import { priorityDatesViewSchema, visaBulletinViewSchema } from '../visa-bulletin/visa-bulletin-views';
import { route } from './contract';

export const visaBulletinContracts = {
  current: route({
    method: 'GET',
    path: '/visa-bulletin',
    summary: 'The current Visa Bulletin (the latest month imported), or null before any import',
    ids: 'none',
    responses: { 200: visaBulletinViewSchema },
  }),
  priorityDates: route({
    method: 'GET',
    path: '/priority-dates',
    summary: "The caller's tracked applications with a priority date, against the current bulletin's charts",
    ids: 'self',
    responses: { 200: priorityDatesViewSchema },
  }),
};
