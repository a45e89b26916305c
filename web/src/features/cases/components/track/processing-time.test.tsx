import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { caseSummary } from '../../testing/case-summary';
import { ProcessingTime } from './processing-time';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const processing = {
  typicalMonths: 10.5,
  elapsedMonths: 16.4,
  outsideNormal: true,
  asOf: '2026-10-31',
  source: 'https://egov.uscis.gov/processing-times/',
};

describe('ProcessingTime', () => {
  it('gives the typical time at the office and the wait, and past it the three steps with their official pages', () => {
    const html = renderToStaticMarkup(<ProcessingTime application={caseSummary({ receiptNumber: 'MSC2590012345', processing })} />);
    expect(text(html)).toContain('USCIS completes 80% of these applications at NBC within 10.5 months.');
    expect(text(html)).toContain('This application has waited 16.4 months since its receipt date.');
    expect(text(html)).toContain("outside USCIS's normal processing time");
    expect(html).toContain('href="https://egov.uscis.gov/e-request/"');
    expect(html).toContain('href="https://www.congress.gov/members/find-your-member"');
  });

  it('says it is inside the normal time, or that no time can be matched', () => {
    const inside = renderToStaticMarkup(
      <ProcessingTime
        application={caseSummary({ receiptNumber: 'MSC2590012345', processing: { ...processing, elapsedMonths: 2, outsideNormal: false } })}
      />,
    );
    expect(text(inside)).toContain('It is within the normal processing time.');
    expect(inside).not.toContain('e-request');
    expect(text(renderToStaticMarkup(<ProcessingTime application={caseSummary({ processing: null })} />))).toContain(
      'no processing time we can match',
    );
  });
});
