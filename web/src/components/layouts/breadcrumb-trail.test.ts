import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, titleCase } from './breadcrumb-trail';

describe('breadcrumbTrail', () => {
  it('starts with Home and drops a leading overview', () => {
    expect(breadcrumbTrail('/overview')).toEqual([{ label: 'Home', path: '/overview' }]);
    expect(breadcrumbTrail('/overview/extra')).toEqual([
      { label: 'Home', path: '/overview' },
      { label: 'Extra', path: '/extra' },
    ]);
  });

  it('title-cases each segment and turns hyphens into spaces', () => {
    expect(breadcrumbTrail('/ai-assistant/chat')).toEqual([
      { label: 'Home', path: '/overview' },
      { label: 'Ai Assistant', path: '/ai-assistant' },
      { label: 'Chat', path: '/ai-assistant/chat' },
    ]);
  });

  it('title-cases ids and decodes encoded segments', () => {
    expect(titleCase('family-based-green-card')).toBe('Family Based Green Card');
    expect(titleCase('%C3%A9t%C3%A9')).toBe('Été');
  });
});
