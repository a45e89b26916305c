import { describe, expect, it } from 'vitest';
import { normalizeStatusTitle, statusForUscisTitle, USCIS_STATUS_GROUPS } from './status-map';

describe('USCIS status titles to our statuses', () => {
  it.each([
    ['Case Was Received', 'Pending'],
    ['Case Is Being Actively Reviewed By USCIS', 'Pending'],
    ['Request for Additional Evidence Was Sent', 'Pending'],
    ['Interview Was Scheduled', 'Pending'],
    ['Fingerprint Fee Was Received', 'Pending'],
    ['Case Was Transferred', 'Pending'],
    ['Case Was Approved', 'Approved'],
    ['New Card Is Being Produced', 'Approved'],
    ['Card Was Mailed To Me', 'Approved'],
    ['Card Was Delivered To Me By The Post Office', 'Approved'],
    ['Oath Ceremony Was Scheduled', 'Approved'],
    ['Case Was Denied', 'Denied'],
    ['Case Was Rejected', 'Denied'],
    ['Case Was Withdrawn', 'Denied'],
  ] as const)('%s → %s', (title, status) => {
    expect(statusForUscisTitle(title)).toBe(status);
  });

  it('ignores case, spacing, curly apostrophes and a closing full stop, as USCIS writes titles several ways', () => {
    expect(statusForUscisTitle('  case was   APPROVED. ')).toBe('Approved');
    expect(statusForUscisTitle('Request For Additional Evidence Was Sent')).toBe('Pending');
    expect(statusForUscisTitle('Case Was Denied\n')).toBe('Denied');
    expect(normalizeStatusTitle('Response To USCIS\u2019 Request For Evidence Was Received')).toBe(
      "response to uscis' request for evidence was received",
    );
  });

  it('reads a title it does not know, or a refusal of something other than the case, as Pending', () => {
    expect(statusForUscisTitle('Something USCIS Has Never Said')).toBe('Pending');
    expect(statusForUscisTitle('')).toBe('Pending');
    expect(statusForUscisTitle('Expedite Request Denied')).toBe('Pending');
    expect(statusForUscisTitle('Notice Of Intent To Deny Was Sent')).toBe('Pending');
  });

  it('lists every title once, so no title sits in two groups', () => {
    const titles = USCIS_STATUS_GROUPS.flatMap((group) => group.titles.map(normalizeStatusTitle));
    expect(new Set(titles).size).toBe(titles.length);
    expect(USCIS_STATUS_GROUPS.map((group) => group.status).sort()).toEqual(['Approved', 'Denied', 'Pending']);
  });
});
