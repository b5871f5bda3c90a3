/**
 * Reads the site's content files at build time: the blog's articles (`content/blog/{lang}/*.md`), the
 * text pages (`content/pages/{lang}/*.md`) and the guide's steps (`content/guide/{lang}.md`). Every
 * file is checked here, so a broken one fails the build with its name instead of shipping a bad page.
 * The files come through a `ContentSource` (the build passes the file system; tests pass a map), so
 * this module stays free of Node's APIs like the rest of src/.
 */
import {
  metaText,
  readingMinutes,
  renderMarkdown,
  splitFrontMatter,
  type ContentFile,
  type MarkdownOptions,
} from './markdown';
import type { SiteLanguage } from './paths';

export interface Article {
  id: string;
  title: string;
  description: string;
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  related: string[];
  readingMinutes: number;
  html: string;
}

export interface TextPage {
  title: string;
  description: string;
  /** ISO date of the last change, for terms and privacy. */
  updated?: string;
  html: string;
}

export interface GuideStep {
  title: string;
  html: string;
}

export interface Guide {
  title: string;
  description: string;
  steps: GuideStep[];
}

/** The text pages, by the site page id they belong to. */
export const TEXT_PAGE_FILES = {
  research: 'research',
  howItWorks: 'how-it-works',
  terms: 'terms',
  privacy: 'privacy',
} as const;
export type TextPageId = keyof typeof TEXT_PAGE_FILES;

/** The guide has seven steps (spec §1, §2). */
export const GUIDE_STEP_COUNT = 7;

export interface SiteContent {
  articles: Article[];
  pages: Record<TextPageId, TextPage>;
  guide: Guide;
}

/** Read access to the content directory and to the pictures in public/, by `/`-separated paths. */
export interface ContentSource {
  /** The names of the files in a content directory, e.g. `blog/ru`. */
  list(directory: string): string[];
  /** A content file's text, e.g. `pages/en/terms.md`. */
  read(file: string): string;
  /** A public file's bytes by its site path (e.g. `/how-it-works/ru/today.jpg`), or undefined if missing. */
  publicFile(sitePath: string): Uint8Array | undefined;
}

interface Source {
  file: ContentFile;
  name: string;
}

function read(source: ContentSource, name: string): Source {
  return { file: splitFrontMatter(source.read(name), name), name };
}

/** Width and height of a PNG or JPEG file, read from its header. */
export function imageSizeOf(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    const length = view.getUint16(offset + 2);
    // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** Reads every content file of one language. */
export function loadSiteContent(source: ContentSource, language: SiteLanguage): SiteContent {
  const markdown: MarkdownOptions = {
    language,
    imageSize: (src) => {
      const bytes = src.startsWith('/') ? source.publicFile(src) : undefined;
      if (!bytes) throw new Error(`a content file shows ${src}, which is not in public/`);
      const size = imageSizeOf(bytes);
      if (!size) throw new Error(`${src} is not a PNG or JPEG picture`);
      return size;
    },
  };

  const blogDir = `blog/${language}`;
  const articles = source
    .list(blogDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const { file, name: fileName } = read(source, `${blogDir}/${name}`);
      const id = metaText(file, 'id', fileName);
      if (`${id}.md` !== name) throw new Error(`${fileName}: its id must be its file name (${id})`);
      const related = file.meta.related ?? [];
      if (!Array.isArray(related) || related.some((item) => typeof item !== 'string')) {
        throw new Error(`${fileName}: "related" must be a list of article ids`);
      }
      return {
        id,
        title: metaText(file, 'title', fileName),
        description: metaText(file, 'description', fileName),
        date: metaText(file, 'date', fileName),
        related: related as string[],
        readingMinutes: readingMinutes(file.body),
        html: renderMarkdown(file.body, markdown),
      } satisfies Article;
    })
    // Newest first, then by id so the order never depends on the file system.
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const ids = new Set(articles.map((article) => article.id));
  for (const article of articles) {
    const unknown = article.related.filter((id) => !ids.has(id) || id === article.id);
    if (unknown.length > 0) {
      throw new Error(`blog/${language}/${article.id}.md: related articles not found: ${unknown.join(', ')}`);
    }
  }

  const pages = Object.fromEntries(
    Object.entries(TEXT_PAGE_FILES).map(([id, fileBase]) => {
      const { file, name } = read(source, `pages/${language}/${fileBase}.md`);
      const updated = file.meta.updated === undefined ? undefined : metaText(file, 'updated', name);
      const page: TextPage = {
        title: metaText(file, 'title', name),
        description: metaText(file, 'description', name),
        ...(updated ? { updated } : {}),
        html: renderMarkdown(file.body, markdown),
      };
      return [id, page];
    }),
  ) as Record<TextPageId, TextPage>;

  const guideSource = read(source, `guide/${language}.md`);
  const sections = guideSource.file.body.split(/^## /m).slice(1);
  if (sections.length !== GUIDE_STEP_COUNT) {
    throw new Error(
      `${guideSource.name}: the guide needs ${GUIDE_STEP_COUNT} "## " steps, found ${sections.length}`,
    );
  }
  const guide: Guide = {
    title: metaText(guideSource.file, 'title', guideSource.name),
    description: metaText(guideSource.file, 'description', guideSource.name),
    steps: sections.map((section) => {
      const [heading = '', ...rest] = section.split('\n');
      return { title: heading.trim(), html: renderMarkdown(rest.join('\n'), markdown) };
    }),
  };

  return { articles, pages, guide };
}
