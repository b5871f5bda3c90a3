/**
 * The site's content files: Markdown with YAML front matter, turned into HTML at build time (never in
 * the browser). Headings may end with `{#id}` to give them an anchor; links to other site pages follow
 * the page's language; pictures get their size (no layout shift) and load lazily.
 */
import { Marked, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { localizedPath, parseSitePath, type SiteLanguage } from './paths';

export interface ContentFile {
  /** The front matter, as written. */
  meta: Record<string, unknown>;
  /** The Markdown after the front matter. */
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a content file into its front matter and its Markdown body. */
export function splitFrontMatter(source: string, fileName: string): ContentFile {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${fileName}: no front matter (a block between --- lines at the top)`);
  const meta: unknown = parseYaml(match[1] ?? '');
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
    throw new Error(`${fileName}: the front matter is not a set of key: value lines`);
  }
  return { meta: meta as Record<string, unknown>, body: source.slice(match[0].length) };
}

/** A required text field of the front matter. */
export function metaText(file: ContentFile, key: string, fileName: string): string {
  const value = file.meta[key];
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${fileName}: front matter needs "${key}" (text)`);
  }
  return value.trim();
}

export interface MarkdownOptions {
  language: SiteLanguage;
  /** The width and height of a picture at a site path, or undefined when it is unknown. */
  imageSize?: (src: string) => { width: number; height: number } | undefined;
}

const HEADING_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link to another page of the site in the page's language; anything else unchanged. */
function localizedHref(href: string, language: SiteLanguage): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [pathname = '', hash] = href.split('#', 2);
  const page = parseSitePath(pathname);
  if (!page || page.language !== 'ru') return href;
  return `${localizedPath(page.path, language)}${hash === undefined ? '' : `#${hash}`}`;
}

/** Renders Markdown (GFM) to HTML with the site's rules for headings, links and pictures. */
export function renderMarkdown(markdown: string, options: MarkdownOptions): string {
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token) {
        const match = HEADING_ID.exec(token.text);
        const tokens = match ? marked.Lexer.lexInline(token.text.replace(HEADING_ID, '')) : token.tokens;
        const id = match ? ` id="${match[1]}"` : '';
        return `<h${token.depth}${id}>${this.parser.parseInline(tokens)}</h${token.depth}>\n`;
      },
      link(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token) {
        const href = localizedHref(token.href, options.language);
        const external = /^https?:\/\//.test(href);
        const title = token.title ? ` title="${escapeAttribute(token.title)}"` : '';
        const rel = external ? ' rel="noopener"' : '';
        return `<a href="${escapeAttribute(href)}"${title}${rel}>${this.parser.parseInline(token.tokens)}</a>`;
      },
      image(token) {
        const size = options.imageSize?.(token.href);
        const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
        return `<img src="${escapeAttribute(token.href)}" alt="${escapeAttribute(token.text)}"${dimensions} loading="lazy" decoding="async">`;
      },
      html() {
        // Content files are plain Markdown: raw HTML is not passed through.
        return '';
      },
    },
  });
  return marked.parse(markdown) as string;
}

/** The words of a Markdown text, for its reading time. */
export function wordCount(markdown: string): number {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`|[\]()-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading speed for an unhurried reader of a text on a screen, in words per minute. */
export const READING_WORDS_PER_MINUTE = 180;

/** Minutes to read a text, rounded up, at least one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / READING_WORDS_PER_MINUTE));
}
