/**
 * The link scheme allowlist of the rich-text editor (spec §5), the same rule TipTap's link extension
 * applies: http, https, ftp, ftps, mailto, tel, callto, sms, cid, xmpp, plus relative and scheme-less
 * values and any valid custom scheme names.
 */
import { DEFAULT_LINK_PROTOCOL } from './constants';

/** Schemes links may use. */
export const ALLOWED_LINK_PROTOCOLS = [
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
] as const;

/** Attributes every sanitised link carries: new tab, no opener, no referrer, no SEO credit. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** Links open in a new tab. */
export const LINK_TARGET = '_blank';

/** Whitespace and control characters a browser ignores inside or around a URL, plus look-alike blanks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_BLANKS = /[\u0000-\u0020\u007F-\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000\uFEFF]/g;

/** Custom scheme names: digits, lowercase ASCII letters and single inner hyphens (spec §5). */
const CUSTOM_SCHEME_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Schemes that run code or read local data; never allowed, not even as a caller's custom scheme. */
export const REFUSED_LINK_SCHEMES = ['javascript', 'data', 'vbscript', 'file'] as const;

/** True when `name` may be added as a custom link scheme (never one of REFUSED_LINK_SCHEMES, in any case). */
export function isValidCustomSchemeName(name: string): boolean {
  return (
    CUSTOM_SCHEME_NAME.test(name) && !(REFUSED_LINK_SCHEMES as readonly string[]).includes(name.toLowerCase())
  );
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function allowedHrefPattern(customSchemes: readonly string[]): RegExp {
  const schemes = [...ALLOWED_LINK_PROTOCOLS, ...customSchemes.filter(isValidCustomSchemeName)];
  return new RegExp(
    `^(?:(?:${schemes.map(escapeForRegExp).join('|')}):|[^a-z]|[a-z0-9+.\\-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  );
}

const DEFAULT_HREF_PATTERN = allowedHrefPattern([]);

/**
 * True when `href` is allowed: an allowed scheme followed by ":", or a value that does not start
 * with a letter (relative: "/", "#", "?", "."), or a scheme-less host/path ("example.com/x").
 * Blanks are removed first, so "java\tscript:" is judged as the browser would read it.
 */
export function isAllowedHref(href: string, customSchemes: readonly string[] = []): boolean {
  const compact = href.replace(URL_BLANKS, '');
  const pattern = customSchemes.length === 0 ? DEFAULT_HREF_PATTERN : allowedHrefPattern(customSchemes);
  return pattern.test(compact);
}

/** The href to store: trimmed and without control characters, or null when it is not allowed. */
export function sanitizeHref(href: unknown, customSchemes: readonly string[] = []): string | null {
  if (typeof href !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- strip C0 controls and DEL, which browsers drop anyway
  const cleaned = href.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (cleaned === '' || !isAllowedHref(cleaned, customSchemes)) return null;
  return cleaned;
}

/** Adds the default protocol (http) to a scheme-less address like "example.com"; others are unchanged. */
export function withDefaultProtocol(href: string): string {
  const trimmed = href.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || /^[/#?.]/.test(trimmed) || trimmed === '') return trimmed;
  return `${DEFAULT_LINK_PROTOCOL}://${trimmed}`;
}
