// A case's compliance checklist: which obligations of facts/obligations.ts apply to it, with the applicant's ticks.
// Pure: the case, what we know of the applicant, the stored ticks and today in; the checklist out.
import type { CaseStatus } from '../../shared/cases/case-status';
import { EARLIEST_DONE_ON, type ComplianceTick } from '../../shared/compliance/compliance-inputs';
import type { CaseChecklist, ComplianceCitation, ComplianceItem } from '../../shared/compliance/compliance-views';
import { addDays, ageOn, isIsoDate } from '../../shared/eligibility/dates';
import { ELIGIBILITY_CATEGORIES, type EligibilityCategory } from '../../shared/reference/categories';
import { badRequest } from '../errors';
import { msg, type Message } from '../../shared/i18n/message';
import { renderEnglish } from '../i18n/render';
import {
  ADJUSTMENT_GOALS,
  ADJUSTMENT_PENDING,
  CATEGORY_STANDINGS,
  GENERAL_IMPLICATION,
  isPermanentStanding,
  NONIMMIGRANT_STANDINGS,
  NOT_RESIDENT_YET,
  OBLIGATIONS,
  PETITION_FORMS,
  type CaseImplication,
  type Obligation,
  type ObligationCitation,
} from './facts/obligations';

/** What the checklist needs of a case. */
export interface ChecklistCase {
  id: string;
  caseNumber: string;
  caseName: string;
  applicantName: string;
  category: string | null;
  status: CaseStatus;
  formType: string | null;
  /** What the case prepares (domain/forms/facts/goals.ts); absent or null for a case without a goal. */
  goal?: string | null;
}

/** The applicant facts some obligations turn on; null when no eligibility check told us. */
export interface ApplicantFacts {
  sex: 'Male' | 'Female' | 'Other' | null;
  dateOfBirth: string | null;
}

export const UNKNOWN_FACTS: ApplicantFacts = { sex: null, dateOfBirth: null };

/** A stored tick: the applicant says they did it on that day. */
export interface StoredTick {
  doneOn: string;
}

const PENDING_STATUSES: readonly CaseStatus[] = ['Draft', 'Open', 'Pending'];

const isCategory = (value: string | null): value is EligibilityCategory =>
  (ELIGIBILITY_CATEGORIES as readonly (string | null)[]).includes(value);

/** The standings a case implies (see CATEGORY_STANDINGS); an approved petition is not residence yet. */
export function caseImplication(record: Pick<ChecklistCase, 'category' | 'status' | 'formType' | 'goal'>): CaseImplication {
  // An adjustment case keeps the pending applicant's obligations until it is decided.
  if (record.goal && ADJUSTMENT_GOALS.includes(record.goal) && PENDING_STATUSES.includes(record.status)) return ADJUSTMENT_PENDING;
  if (!isCategory(record.category)) return GENERAL_IMPLICATION;
  const implied = CATEGORY_STANDINGS[record.category][record.status];
  if (!implied) return GENERAL_IMPLICATION;
  if (record.formType === null || !PETITION_FORMS.includes(record.formType)) return implied;
  return {
    summary: msg('compliance:summaryOnceGreenCardApproved', { summary: implied.summary }),
    standings: implied.standings.map((entry) =>
      isPermanentStanding(entry.standing) ? { ...entry, condition: entry.condition ?? NOT_RESIDENT_YET } : entry,
    ),
  };
}

export const SELECTIVE_SERVICE_UNKNOWN = msg('compliance:selectiveServiceConditionUnknown');
export const SELECTIVE_SERVICE_AGE = msg('compliance:selectiveServiceConditionAge');
export const SELECTIVE_SERVICE_SEX = msg('compliance:selectiveServiceConditionSex');

/**
 * Whether the Selective Service item shows, and with which condition: men from their 18th birthday until the day
 * before their 26th. A known woman, or a known age outside that span, drops it; what we do not know becomes its
 * condition rather than a guess.
 */
export function selectiveService(facts: ApplicantFacts, today: string): { applies: false } | { applies: true; condition: Message | null } {
  if (facts.sex === 'Female') return { applies: false };
  const knownMale = facts.sex === 'Male';
  if (facts.dateOfBirth === null || !isIsoDate(facts.dateOfBirth))
    return { applies: true, condition: knownMale ? SELECTIVE_SERVICE_AGE : SELECTIVE_SERVICE_UNKNOWN };
  const age = ageOn(facts.dateOfBirth, today);
  if (age < 18 || age >= 26) return { applies: false };
  return { applies: true, condition: knownMale ? null : SELECTIVE_SERVICE_SEX };
}

/** The standing's condition and the obligation's own, one sentence: the obligation's reads on ("…, and if you …"). */
function joinConditions(standing: Message | null, own: Obligation['condition']): Message | null {
  if (!own) return standing;
  return standing ? msg('compliance:conditionsBoth', { first: standing, second: msg(own.after) }) : msg(own.alone);
}

/** The condition under which an obligation applies to a case with these standings, or undefined when it does not. */
function applicability(
  obligation: Obligation,
  implication: CaseImplication,
  facts: ApplicantFacts,
  today: string,
): { condition: Message | null } | undefined {
  if (obligation.selectiveService) {
    // Men here on a valid temporary visa are mostly exempt: a case that implies only such visas drops the item.
    const standings = implication.standings.map((s) => s.standing);
    if (standings.length > 0 && standings.every((s) => NONIMMIGRANT_STANDINGS.includes(s))) return undefined;
    const decided = selectiveService(facts, today);
    return decided.applies ? { condition: decided.condition } : undefined;
  }
  if (obligation.appliesTo === 'everyone') return { condition: joinConditions(null, obligation.condition) };
  const { appliesTo } = obligation;
  const matches = implication.standings.filter((entry) => appliesTo.includes(entry.standing));
  if (matches.length === 0) return undefined;
  // One unconditional standing is enough; otherwise the first condition is the one the applicant reads.
  const standingCondition = matches.some((m) => m.condition === null) ? null : (matches[0]?.condition ?? null);
  return { condition: joinConditions(standingCondition, obligation.condition) };
}

export type ChecklistEntry = Omit<ComplianceItem, 'done' | 'doneOn'>;

/**
 * A citation as answered: a reference is the same in every language; a page's name is keyed, with its English
 * beside it (every text of the answer is, like a computed deadline's).
 */
function citationView(citation: ObligationCitation): ComplianceCitation {
  const { url, checked } = citation;
  if (citation.label === undefined) return { text: citation.reference, textKeyed: null, url, checked };
  const textKeyed = msg(citation.label);
  return { text: renderEnglish(textKeyed), textKeyed, url, checked };
}

/** The obligations that apply to a case, in the table's order, unticked. Ids are the obligations' own, so stable. */
export function applicableItems(
  record: Pick<ChecklistCase, 'category' | 'status' | 'formType' | 'goal'>,
  facts: ApplicantFacts,
  today: string,
): ChecklistEntry[] {
  const implication = caseImplication(record);
  const items: ChecklistEntry[] = [];
  for (const obligation of OBLIGATIONS) {
    const applies = applicability(obligation, implication, facts, today);
    if (!applies) continue;
    const title = msg(obligation.title);
    const explanation = msg(obligation.explanation);
    items.push({
      id: obligation.id,
      title: renderEnglish(title),
      titleKeyed: title,
      explanation: renderEnglish(explanation),
      explanationKeyed: explanation,
      condition: applies.condition && renderEnglish(applies.condition),
      conditionKeyed: applies.condition,
      citations: obligation.citations.map(citationView),
    });
  }
  return items;
}

/** The checklist with the applicant's ticks; ticks of items that no longer apply are kept in storage but not shown. */
export function buildChecklist(
  record: ChecklistCase,
  facts: ApplicantFacts,
  ticks: Readonly<Record<string, StoredTick>>,
  today: string,
): CaseChecklist {
  const items = applicableItems(record, facts, today).map((entry): ComplianceItem => {
    const tick = Object.hasOwn(ticks, entry.id) ? ticks[entry.id] : undefined;
    return { ...entry, done: tick !== undefined, doneOn: tick?.doneOn ?? null };
  });
  const { summary } = caseImplication(record);
  return {
    caseId: record.id,
    caseNumber: record.caseNumber,
    caseName: record.caseName,
    category: record.category,
    status: record.status,
    statusSummary: renderEnglish(summary),
    statusSummaryKeyed: summary,
    items,
    doneCount: items.filter((item) => item.done).length,
    total: items.length,
  };
}

/**
 * Checks a tick against the case's items and today, and says what to store: the day it was done, or null to
 * clear it. The latest day allowed is tomorrow in UTC, which is today somewhere on Earth (the web sends the
 * applicant's local date).
 */
export function decideTick(itemIds: readonly string[], tick: ComplianceTick, today: string): { itemId: string; doneOn: string | null } {
  if (!itemIds.includes(tick.itemId)) throw badRequest(msg('errors:invalidInput'), { itemId: msg('errors:noSuchItemOnThisCases') });
  if (!tick.done) return { itemId: tick.itemId, doneOn: null };
  const doneOn = tick.doneOn ?? today;
  if (doneOn > addDays(today, 1)) throw badRequest(msg('errors:invalidInput'), { doneOn: msg('errors:theDateCannotBeInThe') });
  if (doneOn < EARLIEST_DONE_ON) throw badRequest(msg('errors:invalidInput'), { doneOn: msg('errors:enterADateAfter1900') });
  return { itemId: tick.itemId, doneOn };
}

/** One eligibility check's applicant facts, as the repo reads them. */
export interface CheckFacts extends ApplicantFacts {
  caseId: string;
  fullName: string | null;
  createdAt: string;
}

const sameName = (a: string | null, b: string) => a !== null && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The applicant facts for a case: from its own latest eligibility check, else from the user's latest check made
 * for someone of the case's applicant name (a case may be for a relative, whose facts are not the user's).
 * `checks` newest first.
 */
export function factsForCase(record: Pick<ChecklistCase, 'id' | 'applicantName'>, checks: readonly CheckFacts[]): ApplicantFacts {
  const found =
    checks.find((check) => check.caseId === record.id) ?? checks.find((check) => sameName(check.fullName, record.applicantName));
  return found ? { sex: found.sex, dateOfBirth: found.dateOfBirth } : UNKNOWN_FACTS;
}
