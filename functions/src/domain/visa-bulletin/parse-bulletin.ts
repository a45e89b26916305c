// Reads the State Department's Visa Bulletin page (travel.state.gov, "Visa Bulletin For <Month> <Year>") into its
// four charts. Pure: the admin CLI reads the saved file and passes its text. The page is hand-edited each month, so
// the parser goes by meaning rather than position: a chart is the table that follows its heading ("A. FINAL ACTION
// DATES FOR FAMILY-SPONSORED PREFERENCE CASES", "B. DATES FOR FILING ..."), its kind is read from the table's corner
// cell ("Family-Sponsored", "Employment-based"), rows and columns from their labels, whatever the white space,
// &nbsp;, line breaks or footnote marks. Tables that are neither (the off-screen one-cell tables the page carries,
// the diversity visa table) are skipped.
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import type {
  BulletinCell,
  BulletinChart,
  BulletinTable,
  ChargeabilityArea,
  ChartKind,
  ParsedBulletin,
  PreferenceCategory,
} from '../../shared/visa-bulletin/visa-bulletin';

/** The page is not a Visa Bulletin the parser can read; `missing` names each part it could not find. */
export class VisaBulletinParseError extends Error {
  readonly missing: string[];
  constructor(missing: string[]) {
    super(`Not a Visa Bulletin page this parser can read: ${missing.join('; ')}.`);
    this.name = 'VisaBulletinParseError';
    this.missing = missing;
  }
}

const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/** Collapses every kind of white space (&nbsp; included) to one space. */
const clean = (text: string): string => text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
/** Upper-case words only: "CHINA-mainland&nbsp;<br> born" -> "CHINA MAINLAND BORN". */
const words = (text: string): string => clean(text.toUpperCase().replace(/[^A-Z0-9%]+/g, ' '));

const CHART_NAMES: Record<ChartKind, string> = { finalAction: 'Final Action Dates', datesForFiling: 'Dates for Filing' };
type TableKind = keyof BulletinChart;

/** A chart's heading: short, and starting with the chart's name (prose that mentions the charts is longer). */
function headingOf(text: string): { chart: ChartKind; table: TableKind } | null {
  const w = words(text);
  if (w.length > 140) return null;
  const match = /^(?:[A-Z] )?(FINAL ACTION DATES|DATES FOR FILING|APPLICATION FINAL ACTION DATES)\b(.*)$/.exec(w);
  if (!match) return null;
  const rest = match[2] ?? '';
  const table: TableKind | null = /FAMILY/.test(rest) ? 'family' : /EMPLOYMENT/.test(rest) ? 'employment' : null;
  if (!table) return null;
  return { chart: match[1] === 'DATES FOR FILING' ? 'datesForFiling' : 'finalAction', table };
}

/** The text of a cell without footnote marks written as superscripts. */
function cellText(cell: HTMLElement): string {
  const copy = parse(cell.innerHTML);
  for (const sup of copy.querySelectorAll('sup')) sup.remove();
  return clean(copy.text);
}

const FAMILY_ROWS: Record<string, PreferenceCategory> = { F1: 'F1', F2A: 'F2A', F2B: 'F2B', F3: 'F3', F4: 'F4' };

function categoryOf(label: string, table: TableKind): PreferenceCategory | null {
  const w = words(label);
  if (table === 'family') {
    const code = w.replace(/ /g, '').replace(/[^A-Z0-9]/g, '');
    return FAMILY_ROWS[code] ?? null;
  }
  if (/^1ST\b/.test(w)) return 'EB1';
  if (/^2ND\b/.test(w)) return 'EB2';
  if (/^3RD\b/.test(w)) return 'EB3';
  if (/^OTHER WORKERS\b/.test(w)) return 'EB3-OW';
  if (/^4TH\b/.test(w)) return 'EB4';
  if (/^CERTAIN RELIGIOUS WORKERS\b/.test(w)) return 'EB4-RW';
  if (/^5TH\b/.test(w)) {
    if (/UNRESERVED/.test(w)) return 'EB5-UNRESERVED';
    if (/RURAL/.test(w)) return 'EB5-RURAL';
    if (/HIGH UNEMPLOYMENT/.test(w)) return 'EB5-HIGH-UNEMPLOYMENT';
    if (/INFRASTRUCTURE/.test(w)) return 'EB5-INFRASTRUCTURE';
  }
  return null;
}

function areaOf(header: string): ChargeabilityArea | null {
  const w = words(header);
  if (/ALL CHARGEABILITY/.test(w)) return 'ALL';
  if (/CHINA/.test(w)) return 'CHINA';
  if (/INDIA/.test(w)) return 'INDIA';
  if (/MEXICO/.test(w)) return 'MEXICO';
  if (/PHILIPPINES/.test(w)) return 'PHILIPPINES';
  if (/EL SALVADOR|GUATEMALA|HONDURAS/.test(w)) return 'EL-SALVADOR-GUATEMALA-HONDURAS';
  if (/VIETNAM/.test(w)) return 'VIETNAM';
  return null;
}

/** "C", "U" or a date like 08NOV16 (two-digit years from 70 are 19xx: the oldest cut-offs are in the 1990s). */
export function parseCell(text: string): BulletinCell | null {
  const code = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (code === 'C' || code === 'CURRENT') return { kind: 'current' };
  if (code === 'U' || code === 'UNAVAILABLE' || code === 'UNAUTHORIZED') return { kind: 'unavailable' };
  const match = /^(\d{2})([A-Z]{3})(\d{2})$/.exec(code);
  if (!match) return null;
  const [, dd, mon, yy] = match as unknown as [string, string, string, string];
  const month = SHORT_MONTHS.indexOf(mon);
  if (month < 0) return null;
  const year = Number(yy) >= 70 ? 1900 + Number(yy) : 2000 + Number(yy);
  const date = `${year}-${String(month + 1).padStart(2, '0')}-${dd}`;
  // 31FEB and the like are typos, not dates.
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return null;
  return { kind: 'date', date };
}

interface FoundTable {
  kind: TableKind;
  rows: HTMLElement[][];
  heading: ChartKind | null;
}

const rowsOf = (table: HTMLElement): HTMLElement[][] =>
  table
    .querySelectorAll('tr')
    .map((tr) => tr.childNodes.filter((n): n is HTMLElement => isElement(n) && (n.tagName === 'TD' || n.tagName === 'TH')));

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === 1;
}

/** The tables of the page in document order, each with the chart heading that came before it. */
function findTables(root: HTMLElement): FoundTable[] {
  const found: FoundTable[] = [];
  let heading: { chart: ChartKind; table: TableKind } | null = null;
  const walk = (node: Node) => {
    if (!isElement(node)) return;
    const tag = node.tagName;
    if (tag === 'TABLE') {
      const rows = rowsOf(node);
      const corner = words(rows[0]?.[0] ? cellText(rows[0][0]) : '');
      const kind: TableKind | null = /^FAMILY/.test(corner) ? 'family' : /^EMPLOYMENT/.test(corner) ? 'employment' : null;
      if (kind && rows.length > 1) found.push({ kind, rows, heading: heading && heading.table === kind ? heading.chart : null });
      return;
    }
    if (tag === 'P' || /^H[1-6]$/.test(tag ?? '') || tag === 'B' || tag === 'STRONG' || tag === 'U' || tag === 'DIV' || tag === 'SPAN') {
      const hasBlockChildren = node.querySelector('p, div, table, h1, h2, h3, h4, h5, h6') !== null;
      if (!hasBlockChildren) {
        const seen = headingOf(node.text);
        if (seen) {
          heading = seen;
          return;
        }
      }
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return found;
}

function readTable(found: FoundTable, chart: ChartKind, problems: string[]): BulletinTable {
  const where = `${CHART_NAMES[chart]}, ${found.kind}`;
  const [header = [], ...body] = found.rows;
  const areas = header.map((cell, index) => (index === 0 ? null : areaOf(cellText(cell))));
  if (!areas.includes('ALL')) problems.push(`${where} chart: no "All Chargeability Areas Except Those Listed" column`);
  const table: BulletinTable = {};
  for (const row of body) {
    const category = categoryOf(row[0] ? cellText(row[0]) : '', found.kind);
    if (!category) continue;
    const cells: Partial<Record<ChargeabilityArea, BulletinCell>> = {};
    row.forEach((cell, index) => {
      const area = areas[index];
      if (!area || index === 0) return;
      const text = cellText(cell);
      const value = parseCell(text);
      if (value) cells[area] = value;
      else problems.push(`${where} chart, ${category}, ${area}: "${text.slice(0, 20)}" is not a date, C or U`);
    });
    table[category] = cells;
  }
  const required: readonly PreferenceCategory[] =
    found.kind === 'family' ? ['F1', 'F2A', 'F2B', 'F3', 'F4'] : ['EB1', 'EB2', 'EB3', 'EB3-OW', 'EB4'];
  const absent = required.filter((category) => !table[category]?.ALL);
  if (absent.length > 0) problems.push(`${where} chart: no row for ${absent.join(', ')}`);
  return table;
}

/** Parses a saved Visa Bulletin page; throws VisaBulletinParseError naming what is missing. */
export function parseVisaBulletin(html: string): ParsedBulletin {
  const root = parse(html, { comment: false, blockTextElements: { script: false, style: false, noscript: false } });
  const problems: string[] = [];

  const titleSource = [
    root.querySelector('title')?.text,
    root.querySelector('h1')?.text,
    ...root.querySelectorAll('h1, h2').map((h) => h.text),
  ];
  let month: string | null = null;
  let title = '';
  for (const candidate of titleSource) {
    const match = /VISA BULLETIN FOR ([A-Z]+) (\d{4})/.exec(words(candidate ?? ''));
    const index = match ? MONTHS.indexOf(match[1] ?? '') : -1;
    if (match && index >= 0) {
      month = `${match[2]}-${String(index + 1).padStart(2, '0')}`;
      title = `Visa Bulletin For ${MONTHS[index]!.charAt(0)}${MONTHS[index]!.slice(1).toLowerCase()} ${match[2]}`;
      break;
    }
  }
  if (!month) problems.push('the title "Visa Bulletin For <Month> <Year>"');

  const tables = findTables(root);
  const charts: Record<ChartKind, Partial<BulletinChart>> = { finalAction: {}, datesForFiling: {} };
  for (const kind of ['family', 'employment'] as const) {
    const ofKind = tables.filter((t) => t.kind === kind);
    // Headed tables go where their heading says; a table without one takes the chart's place in the page's order
    // (Final Action Dates first).
    const order: ChartKind[] = ['finalAction', 'datesForFiling'];
    for (const [position, found] of ofKind.entries()) {
      const chart = found.heading ?? order[position];
      if (!chart || charts[chart][kind]) continue;
      charts[chart][kind] = readTable(found, chart, problems);
    }
    for (const chart of order) {
      if (!charts[chart][kind])
        problems.push(`the ${CHART_NAMES[chart]} chart for ${kind === 'family' ? 'family-sponsored' : 'employment-based'} preferences`);
    }
  }
  if (problems.length > 0) throw new VisaBulletinParseError(problems);

  const note = /NUMBER (\d+) VOLUME ([IVXLC]+)\b/.exec(words(root.text));
  const chart = (kind: ChartKind): BulletinChart => ({ family: charts[kind].family ?? {}, employment: charts[kind].employment ?? {} });
  return {
    month: month!,
    title,
    ...(note ? { publishedNote: `Number ${note[1]}, Volume ${note[2]}` } : {}),
    charts: { finalAction: chart('finalAction'), datesForFiling: chart('datesForFiling') },
  };
}
