// What GET /visa-bulletin and GET /priority-dates answer (shared/contracts/visa-bulletin.ts). Schemas, so the answers
// are checked against them outside production; the web imports the types only.
import { z } from 'zod';
import { messageSchema } from '../i18n/message-schema';
import { CHARGEABILITY_AREAS, PREFERENCE_CATEGORIES } from './visa-bulletin';

const bulletinSchema = z.strictObject({
  month: z.string(),
  title: z.string(),
  sourceUrl: z.string(),
  /** ISO date-time. */
  importedAt: z.string(),
  /** ISO date-time: when someone last checked it against the State Department's page. */
  checkedAt: z.string(),
});

/** GET /visa-bulletin: the current bulletin (the latest month imported), or null before any import. */
export const visaBulletinViewSchema = z.strictObject({ bulletin: bulletinSchema.nullable() });
export type VisaBulletinView = z.infer<typeof visaBulletinViewSchema>;

export const PRIORITY_DATE_STATUSES = ['current', 'not-current', 'unavailable'] as const;
export type PriorityDateStatus = (typeof PRIORITY_DATE_STATUSES)[number];

/** Where a priority date stands on one chart. */
export const chartStandingSchema = z.strictObject({
  status: z.enum(PRIORITY_DATE_STATUSES),
  /** The cut-off date (YYYY-MM-DD) when the chart gives one. */
  cutoff: z.string().nullable(),
  /** Not current: how many days the cut-off still has to advance to pass the priority date. */
  daysToGo: z.number().nullable(),
  /** daysToGo in words ("about 3 years 2 months") as a Message, written in the reader's language. */
  distance: messageSchema.nullable(),
});
export type ChartStanding = z.infer<typeof chartStandingSchema>;

/** One tracked application with a priority date, against the current bulletin (GET /priority-dates). */
export const priorityDateItemSchema = z.strictObject({
  caseId: z.string(),
  caseNumber: z.string(),
  receiptNumber: z.string().nullable(),
  priorityDate: z.string(),
  preferenceCategory: z.enum(PREFERENCE_CATEGORIES).nullable(),
  chargeability: z.string().nullable(),
  /** The chart column the country reads. */
  area: z.enum(CHARGEABILITY_AREAS),
  /** Null until the application has a preference category (or before any bulletin is imported). */
  finalAction: chartStandingSchema.nullable(),
  datesForFiling: chartStandingSchema.nullable(),
});
export type PriorityDateItem = z.infer<typeof priorityDateItemSchema>;

export const priorityDatesViewSchema = z.strictObject({
  bulletin: bulletinSchema.nullable(),
  items: z.array(priorityDateItemSchema),
});
export type PriorityDatesView = z.infer<typeof priorityDatesViewSchema>;
