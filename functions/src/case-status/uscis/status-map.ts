// USCIS's status titles (the short text "Case Status Online" shows and the Case Status API returns as
// current_case_status_text_en) sorted into our three statuses. Written in our own words from:
// - USCIS, "Case Status Online" (https://egov.uscis.gov/casestatus/landing.do): the titles an applicant sees;
// - USCIS Torch API, "Case Status API" (https://developer.uscis.gov/api/case-status): the field that carries them.
// USCIS publishes no complete list of titles and their capitalisation varies, so matching ignores case, spacing and
// the style of apostrophe. A title not listed here reads as Pending: the case is still open as far as we know, and
// the applicant sees USCIS's own words next to it. Checked 2026-11-22. A lawyer or an accredited representative
// should confirm the grouping before it is relied on.
import type { StatusUpdateStatus } from '../../shared/cases/case-status';

export const USCIS_STATUS_SOURCE = {
  title: 'USCIS, Case Status Online; USCIS Torch API, Case Status API',
  urls: ['https://egov.uscis.gov/casestatus/landing.do', 'https://developer.uscis.gov/api/case-status'],
  checkedOn: '2026-11-22',
} as const;

interface StatusGroup {
  status: StatusUpdateStatus;
  /** Why these titles mean this status. */
  why: string;
  titles: readonly string[];
}

export const USCIS_STATUS_GROUPS: readonly StatusGroup[] = [
  {
    status: 'Approved',
    why: 'USCIS decided in favour, or is producing or delivering what an approval gives (a card, an oath date).',
    titles: [
      'Case Was Approved',
      'Case Approval Was Affirmed',
      'Case Approval Was Certified By USCIS',
      'Approval Notice Was Sent',
      'New Card Is Being Produced',
      'Card Is Being Produced',
      'Card Was Mailed To Me',
      'Card Was Delivered To Me By The Post Office',
      'Card Was Picked Up By The United States Postal Service',
      'Card Was Returned To USCIS',
      'Document Was Mailed To Me',
      // USCIS schedules the oath only for an N-400 it has approved.
      'Oath Ceremony Was Scheduled',
      'Oath Ceremony Notice Was Mailed',
    ],
  },
  {
    status: 'Denied',
    why: 'The application ended without approval: denied, rejected at intake, withdrawn or terminated.',
    titles: [
      'Case Was Denied',
      'Case Was Rejected',
      'Case Rejected Because I Sent An Incorrect Fee',
      'Case Rejected Because The Version Of The Form I Sent Is No Longer Accepted',
      'Case Rejected For Incorrect Fee And Form Not Signed',
      'Case Was Withdrawn',
      'Withdrawal Acknowledgement Notice Was Sent',
      'Case Was Terminated',
    ],
  },
  {
    status: 'Pending',
    why: 'USCIS is still working on the case. Listed so that a title naming a refusal of something else (an expedite request) is never mistaken for a denial.',
    titles: [
      'Case Was Received',
      'Case Was Received And A Receipt Notice Was Sent',
      'Fingerprint Fee Was Received',
      'Case Is Being Actively Reviewed By USCIS',
      'Case Was Updated To Show Fingerprints Were Taken',
      'Fingerprint Review Was Completed',
      'Request for Additional Evidence Was Sent',
      'Request for Evidence Was Sent',
      'Request for Initial Evidence Was Sent',
      "Response To USCIS' Request For Evidence Was Received",
      'Notice Of Intent To Deny Was Sent',
      'Interview Was Scheduled',
      'Interview Was Rescheduled',
      'Interview Was Completed And My Case Must Be Reviewed',
      'Case Was Transferred',
      'Case Was Transferred And A New Office Has Jurisdiction',
      'Case Was Reopened',
      'Expedite Request Received',
      'Expedite Request Denied',
      'Duplicate Notice Was Mailed',
      'Notice Was Returned To USCIS Because The Post Office Could Not Deliver It',
      'Name Was Updated',
      'Date of Birth Was Updated',
    ],
  },
];

/** Lower case, one space, straight apostrophes, no closing full stop: USCIS writes the same title several ways. */
export const normalizeStatusTitle = (title: string): string =>
  title
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '')
    .toLowerCase();

const BY_TITLE: ReadonlyMap<string, StatusUpdateStatus> = new Map(
  USCIS_STATUS_GROUPS.flatMap((group) => group.titles.map((title) => [normalizeStatusTitle(title), group.status] as const)),
);

/** Our status for a USCIS status title; Pending for any title not listed. */
export function statusForUscisTitle(title: string): StatusUpdateStatus {
  return BY_TITLE.get(normalizeStatusTitle(title)) ?? 'Pending';
}
