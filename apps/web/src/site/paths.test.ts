import { describe, expect, it } from 'vitest';
import { articlePath, localizedPath, parseSitePath } from './paths';

describe('site paths', () => {
  it('keeps Russian at the root and puts English under /en', () => {
    expect(localizedPath('/', 'ru')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/blog', 'en')).toBe('/en/blog');
    expect(articlePath('pomodoro', 'ru')).toBe('/blog/pomodoro');
    expect(articlePath('pomodoro', 'en')).toBe('/en/blog/pomodoro');
  });

  it.each([
    ['/', { language: 'ru', path: '/' }],
    ['/landing', { language: 'ru', path: '/landing' }],
    ['/en', { language: 'en', path: '/' }],
    ['/en/', { language: 'en', path: '/' }],
    ['/blog/', { language: 'ru', path: '/blog' }],
    ['/en/blog/micro-steps', { language: 'en', path: '/blog/micro-steps' }],
    ['/en/guide', { language: 'en', path: '/guide' }],
  ])('reads %s as a site page', (address, expected) => {
    expect(parseSitePath(address)).toEqual(expected);
  });

  it.each(['/app', '/auth', '/en/app', '/blog/a/b', '/english', '/shared-task/1', '/enblog'])(
    'does not claim %s',
    (address) => {
      expect(parseSitePath(address)).toBeNull();
    },
  );
});
