import { describe, expect, it } from 'vitest';
import { badgeOf, navItemsFor } from './nav-items';
import { bellLabel, withUnread } from './unread-labels';

describe('unread labels', () => {
  it('names the bell with its total, and its parts once messages count', () => {
    expect(bellLabel(0, 0)).toBe('Notifications');
    expect(bellLabel(2, 0)).toBe('Notifications, 2 unread');
    expect(bellLabel(0, 1)).toBe('Notifications, 1 unread: 1 case message');
    expect(bellLabel(1, 3)).toBe('Notifications, 4 unread: 1 notification and 3 case messages');
  });

  it('names a sidebar entry with its count', () => {
    expect(withUnread('Discuss Case', 0)).toBe('Discuss Case');
    expect(withUnread('Discuss Case', 2)).toBe('Discuss Case, 2 unread');
  });
});

describe('sidebar entries', () => {
  it("shows 'Expert Desk' to experts only", () => {
    expect(navItemsFor(false).map((i) => i.label)).not.toContain('Expert Desk');
    expect(navItemsFor(true).map((i) => i.label)).toContain('Expert Desk');
    expect(navItemsFor(true).filter((i) => i.label !== 'Expert Desk')).toEqual(navItemsFor(false));
  });

  it("adds up a parent's children's counts", () => {
    const myCases = navItemsFor(false).find((i) => i.label === 'My Cases');
    expect(myCases && badgeOf({ '/cases/discuss': 3 }, myCases)).toBe(3);
    expect(badgeOf({ '/expert': 2 }, { path: '/expert' })).toBe(2);
    expect(badgeOf({}, { path: '/overview' })).toBe(0);
  });
});
