// The Visa Bulletin use cases (docs/deadlines.md, "Priority dates and the Visa Bulletin"): importing a saved
// bulletin page (the admin CLI), the current bulletin (GET /visa-bulletin) and where each tracked application's
// priority date stands (GET /priority-dates).
import { changeCase, listFilteredCases } from '../data/cases-repo';
import {
  getBulletinBefore,
  getLatestBulletin,
  listBulletinTrackedCases,
  saveBulletin,
  type StoredBulletin,
} from '../data/visa-bulletin-repo';
import { bulletinPageUrl } from '../domain/visa-bulletin/facts/bulletin-rules';
import { parseVisaBulletin } from '../domain/visa-bulletin/parse-bulletin';
import { standingOn } from '../domain/visa-bulletin/priority-date-status';
import { log } from '../log';
import { PREFERENCE_CATEGORY_LABELS, areaOfCountry } from '../shared/visa-bulletin/visa-bulletin';
import type { PriorityDatesView, VisaBulletinView } from '../shared/visa-bulletin/visa-bulletin-views';
import { TRACK_APPLICATIONS_PATH } from '../shared/cases/case-links';
import { notify } from './notify';
import { msg } from '../shared/i18n/message';
import { timelineEntry } from '../domain/cases/timeline-text';

export interface BulletinImport {
  month: string;
  title: string;
  sourceUrl: string;
  /** False when this month was already stored (a re-import). */
  created: boolean;
  /** The month the applications were compared with, or null when no earlier bulletin is stored. */
  comparedWith: string | null;
  /** Tracked applications with a priority date and a category that were checked. */
  checked: number;
  /** Case ids whose owners were told the application became current. */
  notified: string[];
}

const viewOf = (bulletin: StoredBulletin | null): VisaBulletinView['bulletin'] =>
  bulletin && {
    month: bulletin.month,
    title: bulletin.title,
    sourceUrl: bulletin.sourceUrl,
    importedAt: bulletin.importedAt,
    checkedAt: bulletin.checkedAt,
  };

/**
 * Parses and stores a saved bulletin page, then tells each applicant whose tracked application became current under
 * the Final Action Dates chart (the one USCIS and NVC decide cases by) since the bulletin before it. Once per
 * application and month: the case records the month that told it (bulletinNoticeMonth), in the same transaction
 * as its timeline entry, so importing the same page again notifies nobody. Throws VisaBulletinParseError for a
 * page it cannot read, before anything is stored.
 */
export async function importVisaBulletin(html: string, sourceUrl?: string): Promise<BulletinImport> {
  const parsed = parseVisaBulletin(html);
  const source = sourceUrl ?? bulletinPageUrl(parsed.month);
  const previous = await getBulletinBefore(parsed.month);
  const { created } = await saveBulletin(parsed, source);
  const { cases, truncated } = await listBulletinTrackedCases();
  if (truncated.length > 0)
    log.warn('Visa Bulletin import read the most cases it reads for some categories', { categories: truncated.join(',') });

  const notified: string[] = [];
  for (const tracked of cases) {
    if (!previous || tracked.bulletinNoticeMonth === parsed.month) continue;
    const now = standingOn(parsed.charts.finalAction, tracked.priorityDate, tracked.preferenceCategory, tracked.chargeability);
    const before = standingOn(previous.charts.finalAction, tracked.priorityDate, tracked.preferenceCategory, tracked.chargeability);
    if (now.status !== 'current' || before.status === 'current') continue;
    const event = msg('timeline:priorityDateCurrent', { bulletin: parsed.title, category: tracked.preferenceCategory });
    let marked = false;
    await changeCase(tracked.ownerUid, tracked.caseId, (current) => {
      if (current.bulletinNoticeMonth === parsed.month) return { changes: {}, entries: [] };
      marked = true;
      return { changes: { bulletinNoticeMonth: parsed.month }, entries: [timelineEntry(new Date().toISOString(), 'system', event)] };
    });
    if (!marked) continue;
    await notify(tracked.ownerUid, {
      message: msg('notifications:priorityDateCurrent', {
        caseNumber: tracked.caseNumber,
        category: PREFERENCE_CATEGORY_LABELS[tracked.preferenceCategory],
        title: parsed.title,
      }),
      link: TRACK_APPLICATIONS_PATH,
    });
    notified.push(tracked.caseId);
  }
  log.info('Visa Bulletin imported', { month: parsed.month, created, checked: cases.length, notified: notified.length });
  return {
    month: parsed.month,
    title: parsed.title,
    sourceUrl: source,
    created,
    comparedWith: previous?.month ?? null,
    checked: cases.length,
    notified,
  };
}

/** GET /visa-bulletin. */
export async function currentVisaBulletin(): Promise<VisaBulletinView> {
  return { bulletin: viewOf(await getLatestBulletin()) };
}

/** GET /priority-dates: each of the caller's tracked applications with a priority date, on both charts. */
export async function priorityDates(uid: string): Promise<PriorityDatesView> {
  const [bulletin, applications] = await Promise.all([getLatestBulletin(), listFilteredCases(uid, { trackedOnly: true, status: null })]);
  const items = applications.flatMap((application) => {
    const { priorityDate, preferenceCategory: category, chargeability } = application;
    if (!priorityDate) return [];
    const on = (chart: 'finalAction' | 'datesForFiling') =>
      bulletin && category ? standingOn(bulletin.charts[chart], priorityDate, category, chargeability) : null;
    return [
      {
        caseId: application.id,
        caseNumber: application.caseNumber,
        receiptNumber: application.receiptNumber,
        priorityDate,
        preferenceCategory: category,
        chargeability,
        area: areaOfCountry(chargeability),
        finalAction: on('finalAction'),
        datesForFiling: on('datesForFiling'),
      },
    ];
  });
  return { bulletin: viewOf(bulletin), items };
}
