import { SCREEN_PATHS, SECTION_PATHS } from '@/config/paths';
import { NAV_ITEMS, type NavId } from './nav-items';

/** Pages named by the record they show; their crumb carries the record's own title (see EntityTitleHooks). */
export type EntityKind = 'learnItem' | 'newsItem' | 'invoice' | 'ticket';

/** Sections and screens outside the sidebar; their labels live in the common catalog under `crumbs.`. */
export type SectionId = 'invoices' | 'addPaymentMethod' | 'newTicket' | 'tickets' | 'caseForms' | 'fees';

export type CrumbLabel =
  | { kind: 'nav'; id: NavId }
  | { kind: 'section'; id: SectionId }
  | { kind: 'entity'; entity: EntityKind; id: string }
  | { kind: 'notFound' };

export interface Crumb {
  path: string;
  label: CrumbLabel;
}

/** Every path a crumb can name: the sidebar's entries and parents, and the sections outside it. */
const STATIC_LABELS: ReadonlyMap<string, CrumbLabel> = new Map<string, CrumbLabel>([
  ...NAV_ITEMS.flatMap((item) => [item, ...(item.children ?? [])]).map((entry): [string, CrumbLabel] => [
    entry.path,
    { kind: 'nav', id: entry.id },
  ]),
  [SECTION_PATHS.invoices, { kind: 'section', id: 'invoices' }],
  [SCREEN_PATHS.billingMethodsAdd, { kind: 'section', id: 'addPaymentMethod' }],
  [SCREEN_PATHS.supportNew, { kind: 'section', id: 'newTicket' }],
  [SECTION_PATHS.tickets, { kind: 'section', id: 'tickets' }],
  [SCREEN_PATHS.caseForms, { kind: 'section', id: 'caseForms' }],
  [SCREEN_PATHS.fees, { kind: 'section', id: 'fees' }],
]);

/** The parent path of each record page, and the kind of record below it. */
const ENTITY_PARENTS: ReadonlyMap<string, EntityKind> = new Map<string, EntityKind>([
  [SCREEN_PATHS.learn, 'learnItem'],
  [SCREEN_PATHS.news, 'newsItem'],
  [SECTION_PATHS.invoices, 'invoice'],
  [SECTION_PATHS.tickets, 'ticket'],
]);

const HOME: Crumb = { path: SCREEN_PATHS.overview, label: { kind: 'nav', id: 'home' } };
const NOT_FOUND: Crumb[] = [HOME, { path: '', label: { kind: 'notFound' } }];

/** A path segment as React Router's useParams gives it (decoded), so the crumb asks for the record the page asks for. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The crumbs of docs/SPEC.md section 2 (Home (/overview) first, one crumb per path segment, a leading 'overview'
 * dropped), each labelled by what it names rather than by its URL text. A path that is no screen (`isScreen`), or
 * has a segment nothing names, is the 404 page: Home, then 'Page not found'.
 */
export function breadcrumbTrail(pathname: string, isScreen: (path: string) => boolean): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'overview') segments.shift();
  if (segments.length > 0 && !isScreen(pathname)) return NOT_FOUND;
  const crumbs: Crumb[] = [HOME];
  for (const [index, segment] of segments.entries()) {
    const parent = `/${segments.slice(0, index).join('/')}`;
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const entity = ENTITY_PARENTS.get(parent);
    const label: CrumbLabel | undefined =
      STATIC_LABELS.get(path) ??
      (entity && index === segments.length - 1 ? { kind: 'entity', entity, id: decodeSegment(segment) } : undefined);
    if (!label) return NOT_FOUND;
    crumbs.push({ path, label });
  }
  return crumbs;
}

/** The record page in a trail, if any (only the last crumb can be one). */
export const entityOf = (crumbs: readonly Crumb[]): Extract<CrumbLabel, { kind: 'entity' }> | null => {
  const label = crumbs.at(-1)?.label;
  return label?.kind === 'entity' ? label : null;
};
