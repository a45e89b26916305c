export interface Crumb {
  label: string;
  path: string;
}

/** "learn-more" -> "Learn More". */
export function titleCase(segment: string): string {
  return decodeURIComponent(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The crumb rules of docs/SPEC.md section 2: Home (/overview) first, one crumb per segment, a leading 'overview' dropped. */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'overview') segments.shift();
  const crumbs: Crumb[] = [{ label: 'Home', path: '/overview' }];
  segments.forEach((segment, index) => {
    crumbs.push({ label: titleCase(segment), path: `/${segments.slice(0, index + 1).join('/')}` });
  });
  return crumbs;
}
