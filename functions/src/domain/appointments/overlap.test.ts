import { describe, expect, it } from 'vitest';
import { overlapMap, overlapsWith } from './overlap';

const appt = (id: string, startsAt: string, endsAt: string, status: 'scheduled' | 'cancelled' = 'scheduled') => ({
  id,
  startsAt,
  endsAt,
  status,
});

describe('overlapsWith', () => {
  it('does not count one ending exactly when the next starts', () => {
    expect(
      overlapsWith(
        appt('a', '2027-03-02T14:00:00.000Z', '2027-03-02T15:00:00.000Z'),
        appt('b', '2027-03-02T15:00:00.000Z', '2027-03-02T16:00:00.000Z'),
      ),
    ).toBe(false);
  });

  it('counts a shared minute', () => {
    expect(
      overlapsWith(
        appt('a', '2027-03-02T14:00:00.000Z', '2027-03-02T15:00:00.000Z'),
        appt('b', '2027-03-02T14:59:00.000Z', '2027-03-02T16:00:00.000Z'),
      ),
    ).toBe(true);
  });

  it('compares instants, whatever zone each was typed in (9:00 New York is 15:00 Paris in winter)', () => {
    // Both stored as UTC instants by the service: 14:00Z-15:00Z and 14:30Z-15:30Z.
    expect(
      overlapsWith(
        appt('ny', '2027-03-02T14:00:00.000Z', '2027-03-02T15:00:00.000Z'),
        appt('paris', '2027-03-02T14:30:00+00:00', '2027-03-02T15:30:00+00:00'),
      ),
    ).toBe(true);
    expect(
      overlapsWith(
        appt('ny', '2027-03-02T14:00:00.000Z', '2027-03-02T15:00:00.000Z'),
        appt('tokyo', '2027-03-02T09:00:00+09:00', '2027-03-02T10:00:00+09:00'),
      ),
    ).toBe(false);
  });

  it('ignores cancelled appointments and the appointment itself', () => {
    const a = appt('a', '2027-03-02T14:00:00.000Z', '2027-03-02T15:00:00.000Z');
    expect(overlapsWith(a, appt('b', '2027-03-02T14:00:00.000Z', '2027-03-02T15:00:00.000Z', 'cancelled'))).toBe(false);
    expect(overlapsWith(a, a)).toBe(false);
  });

  it('contains one within another', () => {
    expect(
      overlapsWith(
        appt('a', '2027-03-02T13:00:00.000Z', '2027-03-02T18:00:00.000Z'),
        appt('b', '2027-03-02T14:00:00.000Z', '2027-03-02T14:30:00.000Z'),
      ),
    ).toBe(true);
  });
});

describe('overlapMap', () => {
  it('lists each appointment’s overlaps in start order', () => {
    const map = overlapMap([
      appt('c', '2027-03-02T14:30:00.000Z', '2027-03-02T15:30:00.000Z'),
      appt('a', '2027-03-02T14:00:00.000Z', '2027-03-02T15:00:00.000Z'),
      appt('b', '2027-03-02T14:45:00.000Z', '2027-03-02T15:15:00.000Z'),
      appt('d', '2027-03-02T15:30:00.000Z', '2027-03-02T16:00:00.000Z'),
    ]);
    expect(map.get('a')).toEqual(['c', 'b']);
    expect(map.get('c')).toEqual(['a', 'b']);
    expect(map.get('d')).toEqual([]);
  });
});
