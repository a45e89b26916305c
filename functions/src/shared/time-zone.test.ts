import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, isKnownTimeZone } from './time-zone';

describe('isKnownTimeZone', () => {
  it.each(['America/New_York', 'Europe/Paris', 'UTC', 'Asia/Kolkata', 'america/new_york'])('knows %j', (zone) => {
    expect(isKnownTimeZone(zone)).toBe(true);
  });

  it.each(['', 'Mars/Olympus', 'New York', `Europe/${'x'.repeat(60)}`])('refuses %j', (zone) => {
    expect(isKnownTimeZone(zone)).toBe(false);
  });
});

describe('canonicalTimeZone', () => {
  it('spells a zone as Intl does', () => {
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
