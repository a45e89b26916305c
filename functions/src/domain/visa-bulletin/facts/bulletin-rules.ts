// The rules behind "current or not" (domain/visa-bulletin/priority-date-status.ts) and the chart USCIS and NVC use,
// with their official sources. Own words, not quotations.
export const BULLETIN_RULES = [
  {
    id: 'priority-date-order',
    rule: 'Family-sponsored and employment-based preference visas are issued in the order the petitions were filed (the priority date); spouses and children get the same date.',
    citation: 'INA 203(e) and 203(d), 8 U.S.C. 1153(e), (d)',
    source: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section1153&num=0&edition=prelim',
  },
  {
    id: 'earlier-than-cutoff',
    rule: 'A number can be used only when the priority date is earlier than the cut-off date the Visa Bulletin lists; a date equal to the cut-off is not reached. "C" means current for everyone in the category, "U" means no numbers this month.',
    citation: 'Visa Bulletin, paragraphs 1 and 4.A/5.A; 22 CFR 42.54',
    source: 'https://www.ecfr.gov/current/title-22/chapter-I/subchapter-E/part-42/subpart-E/section-42.54',
  },
  {
    id: 'which-chart',
    rule: 'Adjustment of status applicants use the Final Action Dates chart unless USCIS says on its website that the Dates for Filing chart may be used that month; consular applicants are invited to send documents to NVC by the Dates for Filing chart and are issued visas by the Final Action Dates chart.',
    citation: 'USCIS, Adjustment of Status Filing Charts from the Visa Bulletin',
    source:
      'https://www.uscis.gov/green-card/green-card-processes-and-procedures/visa-availability-priority-dates/adjustment-of-status-filing-charts-from-the-visa-bulletin',
  },
  {
    id: 'chargeability',
    rule: "Chargeability is normally the country of birth; a spouse may be charged to the other spouse's country and a child to a parent's in some cases (cross-chargeability).",
    citation: 'INA 202(b), 8 U.S.C. 1152(b)',
    source: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section1152&num=0&edition=prelim',
  },
] as const;

/** Where bulletins are published; the import command's default source address is the month's page under it. */
export const BULLETIN_INDEX_URL = 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html';

export const BULLETIN_RULES_CHECKED = '2026-11-23';

/** The month's page on travel.state.gov: .../visa-bulletin/<fiscal year>/visa-bulletin-for-<month>-<year>.html. */
export function bulletinPageUrl(month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const name = new Date(Date.UTC(year, mm - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }).toLowerCase();
  // The State Department files October to December under the next fiscal year's folder.
  const folder = mm >= 10 ? year + 1 : year;
  return `https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin/${folder}/visa-bulletin-for-${name}-${year}.html`;
}
