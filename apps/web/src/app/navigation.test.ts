import { MOBILE_BOTTOM_NAV_ITEMS } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { BOTTOM_NAV_ITEMS, isNavItemActive, type NavItem } from './navigation';

function activeItems(pathname: string): string[] {
  return BOTTOM_NAV_ITEMS.filter((item) => isNavItemActive(pathname, item)).map((item) => item.to);
}

describe('bottom navigation', () => {
  it('has the five items of the spec, in order', () => {
    expect(BOTTOM_NAV_ITEMS).toHaveLength(MOBILE_BOTTOM_NAV_ITEMS);
    expect(BOTTOM_NAV_ITEMS.map((item) => item.to)).toEqual([
      '/app',
      '/priorities',
      '/strategy',
      '/analytics',
      '/gamification',
    ]);
  });

  it('marks Tasks active only on an exact /app', () => {
    expect(activeItems('/app')).toEqual(['/app']);
    expect(activeItems('/app/')).toEqual(['/app']);
    expect(activeItems('/app/task/1')).toEqual([]);
  });

  it('marks the other items active on their route and below it', () => {
    expect(activeItems('/priorities')).toEqual(['/priorities']);
    expect(activeItems('/strategy/some')).toEqual(['/strategy']);
    expect(activeItems('/analytics/week')).toEqual(['/analytics']);
    expect(activeItems('/gamification')).toEqual(['/gamification']);
  });

  it('marks nothing active on unrelated pages', () => {
    expect(activeItems('/tags')).toEqual([]);
    expect(activeItems('/prioritiesx')).toEqual([]);
  });

  it('honours the exact flag for any item', () => {
    const exactItem = { ...BOTTOM_NAV_ITEMS[1], exact: true } as NavItem;
    expect(isNavItemActive('/priorities/x', exactItem)).toBe(false);
  });
});
