// A case's status (docs/SPEC.md section 4, "Case status values"). Pure, so the web shares the list and the colours.
import { msg, type Message } from '../i18n/message';

export const CASE_STATUSES = ['Open', 'Pending', 'Approved', 'Denied', 'Draft', 'Archived'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** The status filter's options; All is the default and matches every status. */
export const CASE_STATUS_FILTERS = ['All', ...CASE_STATUSES] as const;
export type CaseStatusFilter = (typeof CASE_STATUS_FILTERS)[number];

/** The statuses only a status update sets (the tracked application's, or an expert's), never the applicant by hand. */
export const STATUS_UPDATE_STATUSES = ['Pending', 'Approved', 'Denied'] as const;
export type StatusUpdateStatus = (typeof STATUS_UPDATE_STATUSES)[number];

export type CaseStatusColour = 'blue' | 'yellow' | 'green' | 'red' | 'gray' | 'darkGray';

/** The badge colours the spec names. */
export const CASE_STATUS_COLOURS: Record<CaseStatus, CaseStatusColour> = {
  Open: 'blue',
  Pending: 'yellow',
  Approved: 'green',
  Denied: 'red',
  Draft: 'gray',
  Archived: 'darkGray',
};

/** A status as a label in a server message ("The case is already {status}."). */
export const caseStatusLabel = (status: CaseStatus): Message =>
  msg(
    (
      {
        Open: 'labels:open',
        Pending: 'labels:pending',
        Approved: 'labels:approved',
        Denied: 'labels:denied',
        Draft: 'labels:draft',
        Archived: 'labels:archived',
      } as const
    )[status],
  );

export const isCaseStatus = (value: unknown): value is CaseStatus => (CASE_STATUSES as readonly unknown[]).includes(value);

/** Who made a change on a case's timeline. */
export const CASE_ACTORS = ['applicant', 'assistant', 'uscis', 'expert', 'system'] as const;
export type CaseActor = (typeof CASE_ACTORS)[number];

export const CASE_ACTOR_LABELS: Record<CaseActor, string> = {
  applicant: 'You',
  assistant: 'AI Assistant',
  uscis: 'USCIS',
  expert: 'Expert',
  system: 'Immigration AI',
};

/** Still being worked on: a tool run or a chat may attach to it. A decided or archived case is done. */
export const OPEN_CASE_STATUSES: readonly CaseStatus[] = ['Open', 'Pending', 'Draft'];
export const isOpenCase = (status: CaseStatus): boolean => OPEN_CASE_STATUSES.includes(status);
