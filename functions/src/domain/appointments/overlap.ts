// Two appointments overlap when their times share a moment, compared as instants (so 9:00 in New York and 15:00 in
// Paris on the same winter day collide). One ending exactly when the next starts does not overlap. Cancelled ones
// overlap nothing.
import type { AppointmentRecord } from './appointment-record';

type Timed = Pick<AppointmentRecord, 'id' | 'startsAt' | 'endsAt' | 'status'>;

export function overlapsWith(a: Timed, b: Timed): boolean {
  if (a.id === b.id || a.status !== 'scheduled' || b.status !== 'scheduled') return false;
  return Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);
}

/** For each appointment, the ids of the others it overlaps, in start order. */
export function overlapMap(appointments: readonly Timed[]): Map<string, string[]> {
  const sorted = [...appointments].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const map = new Map<string, string[]>(sorted.map((a) => [a.id, []]));
  for (const a of sorted) for (const b of sorted) if (overlapsWith(a, b)) map.get(a.id)?.push(b.id);
  return map;
}
