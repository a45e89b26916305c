import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CaseStatusProviderName, CaseSummary } from '@shared/cases/case-views';
import { ApplicationDetails } from './application-details';
import { caseSummary } from '../../testing/case-summary';

// Rendering only: nothing is fetched, so the API client's browser-only setup is left out.
vi.mock('@/config/env', () => ({ env: { apiUrl: '/api' } }));
vi.mock('@/lib/api-client', () => ({ ApiError: class extends Error {}, saveBlob: vi.fn() }));

const application = caseSummary({
  fee: 675,
  officerName: 'J. Rivera',
  officerEmail: 'j.rivera@uscis.example',
  latestNotice: 'Interview Was Scheduled',
  statusCheckedAt: '2026-02-01T10:00:00.000Z',
  timeline: [
    { date: '2025-03-14T12:00:00.000Z', event: 'Case Was Received', keyed: null, by: 'uscis' },
    { date: '2026-02-01T10:00:00.000Z', event: 'Interview Was Scheduled', keyed: null, by: 'applicant' },
  ],
  attachments: ['receipt-notice.pdf'],
});

const render = (a: CaseSummary, provider: CaseStatusProviderName = 'manual') =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ApplicationDetails application={a} statusProvider={provider} />
    </QueryClientProvider>,
  );

// The visible text: Emotion's server-rendered <style> tags and the markup dropped.
const text = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('ApplicationDetails', () => {
  it('shows the details, dashes for what is unknown, the timeline newest first and the attachments', () => {
    const shown = text(render(application));
    expect(shown).toContain('Receipt # EAC2190123456');
    expect(shown).toContain('Form type I-130 — Petition for Alien Relative');
    expect(shown).toContain('Fee Paid $675.00');
    expect(shown).toContain('Consulate —');
    expect(shown).toContain('Interview date —');
    expect(shown).toContain('Officer J. Rivera j.rivera@uscis.example');
    expect(shown).toContain('Priority date —');
    expect(shown.indexOf('Interview Was Scheduled Feb')).toBeGreaterThan(-1);
    expect(shown.indexOf('Interview Was Scheduled Feb')).toBeLessThan(shown.indexOf('Case Was Received'));
    expect(shown).toContain('· You');
    expect(shown).toContain('· USCIS');
    expect(shown).toContain('receipt-notice.pdf');
    expect(shown).toContain('Upload Documents');
    expect(shown).toContain('Record a notice');
    expect(shown).not.toContain('Check status with USCIS');
  });

  it('offers the USCIS check only with that provider, and no notice on an archived application', () => {
    expect(text(render(application, 'uscis'))).toContain('Check status with USCIS');
    const archived = text(render({ ...application, status: 'Archived', fee: null, attachments: [] }, 'uscis'));
    expect(archived).not.toContain('Record a notice');
    expect(archived).not.toContain('Check status with USCIS');
    expect(archived).toContain('Fee Paid —');
    expect(archived).toContain('No documents uploaded.');
  });
});
