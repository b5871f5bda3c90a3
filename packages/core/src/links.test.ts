import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_LINK_PROTOCOLS,
  LINK_REL,
  REFUSED_LINK_SCHEMES,
  LINK_TARGET,
  isAllowedHref,
  isValidCustomSchemeName,
  sanitizeHref,
  withDefaultProtocol,
} from './links';

describe('link scheme allowlist', () => {
  it('lists the spec schemes and link attributes', () => {
    expect(ALLOWED_LINK_PROTOCOLS).toEqual([
      'http',
      'https',
      'ftp',
      'ftps',
      'mailto',
      'tel',
      'callto',
      'sms',
      'cid',
      'xmpp',
    ]);
    expect(LINK_REL).toBe('noopener noreferrer nofollow');
    expect(LINK_TARGET).toBe('_blank');
  });

  it.each([
    'http://a.b',
    'HTTPS://a.b/c?d#e',
    'ftp://f',
    'ftps://f',
    'mailto:a@b.c',
    'tel:+123',
    'callto:x',
    'sms:+1',
    'cid:part',
    'xmpp:a@b',
    '/relative',
    '#anchor',
    '?q=1',
    './x',
    '../x',
    '//cdn.example.com/x',
    'example.com',
    'www.example.com/path',
  ])('allows %s', (href) => {
    expect(isAllowedHref(href)).toBe(true);
    expect(sanitizeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:x',
    'data:text/html,<b>',
    'vbscript:x',
    'file:///etc/passwd',
    'custom:thing',
  ])('refuses %j', (href) => {
    expect(sanitizeHref(href)).toBeNull();
  });

  it('refuses non-strings and blanks', () => {
    expect(sanitizeHref(undefined)).toBeNull();
    expect(sanitizeHref(' \n ')).toBeNull();
  });

  it('accepts valid custom schemes only', () => {
    expect(isValidCustomSchemeName('obsidian')).toBe(true);
    expect(isValidCustomSchemeName('my-app2')).toBe(true);
    for (const bad of ['-a', 'a-', 'a--b', 'A', 'a_b', '', 'a.b'])
      expect(isValidCustomSchemeName(bad)).toBe(false);
    expect(sanitizeHref('obsidian://open', ['obsidian'])).toBe('obsidian://open');
    expect(sanitizeHref('bad-://x', ['bad-'])).toBeNull();
  });

  it.each(['javascript', 'data', 'vbscript', 'file', 'JavaScript', 'DATA', 'VbScript', 'FILE'])(
    'never accepts %s as a custom scheme name',
    (name) => {
      expect(isValidCustomSchemeName(name)).toBe(false);
      expect(sanitizeHref(`${name}:alert(1)`, [name])).toBeNull();
      expect(sanitizeHref(`${name.toLowerCase()}:alert(1)`, [name, 'obsidian'])).toBeNull();
      expect(sanitizeHref(`${name.toUpperCase()}:x`, [name.toLowerCase()])).toBeNull();
    },
  );

  it('refuses exactly the four code-running schemes', () => {
    expect(REFUSED_LINK_SCHEMES).toEqual(['javascript', 'data', 'vbscript', 'file']);
  });

  it('adds the default protocol to scheme-less addresses', () => {
    expect(withDefaultProtocol(' example.com ')).toBe('http://example.com');
    expect(withDefaultProtocol('https://x')).toBe('https://x');
    expect(withDefaultProtocol('mailto:a@b')).toBe('mailto:a@b');
    expect(withDefaultProtocol('/x')).toBe('/x');
    expect(withDefaultProtocol('')).toBe('');
  });

  it('never lets a dangerous scheme through, whatever the case or blanks', () => {
    const blank = fc.constantFrom(
      '',
      ' ',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u001f',
      '\u00a0',
      '\u200b',
      '\ufeff',
    );
    const scheme = fc.constantFrom('javascript', 'data', 'vbscript', 'file');
    const variant = fc
      .tuple(
        scheme,
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.array(blank, { minLength: 12, maxLength: 12 }),
        fc.string(),
      )
      .map(([name, upper, blanks, rest]) => {
        const letters = [...name].map((letter, i) => (upper[i] ? letter.toUpperCase() : letter));
        return blanks[0] + letters.map((letter, i) => letter + (blanks[i + 1] ?? '')).join('') + ':' + rest;
      });
    // Whatever custom schemes a caller passes, dangerous ones among them in any case.
    const customSchemes = fc.array(
      fc.oneof(
        fc.constantFrom(...REFUSED_LINK_SCHEMES, 'JavaScript', 'Data', 'VBSCRIPT', 'File', 'obsidian'),
        fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        fc.string({ maxLength: 12 }),
      ),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(variant, customSchemes, (href, custom) => {
        expect(sanitizeHref(href)).toBeNull();
        expect(sanitizeHref(href, custom)).toBeNull();
        expect(isAllowedHref(href, custom)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
