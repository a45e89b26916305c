import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CaseSummary } from '@shared/cases/case-views';
import type { PriorityDatesView } from '@shared/visa-bulletin/visa-bulletin-views';
import { priorityDatesQueryKey } from '../api/get-priority-dates';
import { PriorityDatePanel } from './priority-date-panel';

vi.mock('@/config/env', () => ({ env: { apiUrl: '/api' } }));
vi.mock('@/lib/api', () => ({ api: { GET: vi.fn(() => new Promise(() => {})) } }));

const application = { caseId: 'case-1', priorityDate: '2023-10-01' } as CaseSummary;
const bulletin = {
  month: '2026-07',
  title: 'Visa Bulletin For July 2026',
  sourceUrl: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin/2026/visa-bulletin-for-july-2026.html',
  importedAt: '2026-11-23T08:00:00.000Z',
  checkedAt: '2026-11-23T08:00:00.000Z',
};

/** The panel's markup with `data` already in the query cache (undefined: still loading). */
function markup(a: CaseSummary, data?: PriorityDatesView): string {
  const client = new QueryClient();
  if (data) client.setQueryData(priorityDatesQueryKey, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <PriorityDatePanel application={a} />
    </QueryClientProvider>,
  );
}

/** Its visible text. */
function render(a: CaseSummary, data?: PriorityDatesView): string {
  return markup(a, data)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('PriorityDatePanel', () => {
  it('shows each chart: current, not current with the distance, the cut-off and the bulletin', () => {
    const shown = render(application, {
      bulletin,
      items: [
        {
          caseId: 'case-1',
          caseNumber: 'IA-2026-000001',
          receiptNumber: 'WAC2690123456',
          priorityDate: '2023-10-01',
          preferenceCategory: 'EB3',
          chargeability: 'Philippines',
          area: 'PHILIPPINES',
          finalAction: {
            status: 'not-current',
            cutoff: '2023-08-01',
            daysToGo: 62,
            distance: { key: 'visa-bulletin:distanceMonths', params: { months: 2 } },
          },
          datesForFiling: { status: 'current', cutoff: '2024-01-01', daysToGo: null, distance: null },
        },
      ],
    });
    expect(shown).toContain('Final Action Dates Not current — about 2 months to go');
    expect(shown).toContain('Dates for Filing Current');
    expect(shown).toContain('Cut-off August 1, 2023');
    expect(shown).toContain('column: Philippines');
    expect(shown).not.toContain('(Philippines)');
    expect(shown).toMatch(/Visa Bulletin For July 2026 \( source ?\), imported November 23, 2026\./);
    expect(shown).toContain('normally your country of birth');
  });

  it('says when a category is missing, when nothing is imported, when there is no priority date, and while loading', () => {
    const item = {
      caseId: 'case-1',
      caseNumber: 'IA',
      receiptNumber: null,
      priorityDate: '2023-10-01',
      preferenceCategory: null,
      chargeability: null,
      area: 'ALL' as const,
      finalAction: null,
      datesForFiling: null,
    };
    expect(render(application, { bulletin, items: [item] })).toContain('Choose the preference category and country of chargeability');
    expect(render(application, { bulletin: null, items: [item] })).toContain('No Visa Bulletin has been imported yet.');
    expect(render({ ...application, priorityDate: null })).toContain('Add the priority date with Edit details');
    expect(markup(application)).toContain('aria-busy="true"');
  });

  it('says Unavailable for a U cell', () => {
    const shown = render(application, {
      bulletin,
      items: [
        {
          caseId: 'case-1',
          caseNumber: 'IA',
          receiptNumber: null,
          priorityDate: '2012-01-01',
          preferenceCategory: 'EB2',
          chargeability: 'India',
          area: 'INDIA',
          finalAction: { status: 'unavailable', cutoff: null, daysToGo: null, distance: null },
          datesForFiling: { status: 'current', cutoff: '2015-01-15', daysToGo: null, distance: null },
        },
      ],
    });
    expect(shown).toContain('Final Action Dates Unavailable No visa numbers are available in this category this month.');
  });
});
