import { describe, expect, it } from 'vitest';
import { createDeliveryCursor } from './delivery-cursor';

describe('delivery cursor', () => {
  it('moves along contiguous seqs and ignores old ones', () => {
    const cursor = createDeliveryCursor(3);
    cursor.advance(2);
    cursor.advance(4);
    cursor.advance(5);
    expect(cursor.delivered).toBe(5);
    expect(cursor.isMissing(5)).toBe(false);
    expect(cursor.isMissing(6)).toBe(true);
  });

  it('holds a seq delivered after a gap until the gap is caught up, then moves past both', () => {
    const cursor = createDeliveryCursor(10);
    // A send stored 12 while 11 (a line the API wrote) has not reached the room yet.
    cursor.advance(12);
    expect(cursor.delivered).toBe(10);
    expect(cursor.isMissing(11)).toBe(true);
    expect(cursor.isMissing(12)).toBe(false);
    cursor.advance(14);
    // The catch-up delivers 11 (and 13): the cursor passes everything delivered.
    cursor.advance(11);
    expect(cursor.delivered).toBe(12);
    expect(cursor.isMissing(13)).toBe(true);
    cursor.advance(13);
    expect(cursor.delivered).toBe(14);
  });
});
