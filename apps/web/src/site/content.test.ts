import { describe, expect, it } from 'vitest';
import { GUIDE_STEP_COUNT, imageSizeOf, loadSiteContent, type ContentSource } from './content';

const PAGE = (title: string) =>
  `---\ntitle: ${title}\ndescription: About ${title}\n---\n\nBody of ${title}.\n`;
const GUIDE = `---\ntitle: Guide\ndescription: Seven steps\n---\n${Array.from(
  { length: GUIDE_STEP_COUNT },
  (_, index) => `\n## Step ${index + 1}\n\nDo thing ${index + 1}.\n`,
).join('')}`;

/** A PNG header of the given size (the signature, the IHDR chunk's length, type, width and height). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x89504e47);
  view.setUint32(4, 0x0d0a1a0a);
  view.setUint32(8, 13);
  view.setUint32(12, 0x49484452);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG start: SOI, an APP0 segment, then a SOF0 frame header with the size. */
function jpegHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    0,
    0,
    0,
    0,
  ]);
}

function sourceOf(files: Record<string, string>, pictures: Record<string, Uint8Array> = {}): ContentSource {
  return {
    list: (directory) =>
      Object.keys(files)
        .filter((name) => name.startsWith(`${directory}/`))
        .map((name) => name.slice(directory.length + 1)),
    read: (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`ENOENT: ${file}`);
      return text;
    },
    publicFile: (sitePath) => pictures[sitePath],
  };
}

const ARTICLE = (id: string, date: string, related: string[] = []) =>
  `---\nid: ${id}\ntitle: Title ${id}\ndescription: About ${id}\ndate: ${date}\nrelated: [${related.join(', ')}]\n---\n\n${'word '.repeat(400)}\n`;

const BASE = {
  'blog/en/older.md': ARTICLE('older', '2026-09-01', ['newer']),
  'blog/en/newer.md': ARTICLE('newer', '2026-10-01'),
  'pages/en/research.md': PAGE('Research'),
  'pages/en/how-it-works.md': `${PAGE('How')}\n![Today](/how-it-works/en/today.jpg)\n`,
  'pages/en/terms.md': `---\ntitle: Terms\ndescription: d\nupdated: 2026-11-24\n---\n\nText.\n`,
  'pages/en/privacy.md': PAGE('Privacy'),
  'guide/en.md': GUIDE,
};
const PICTURES = { '/how-it-works/en/today.jpg': jpegHeader(1200, 750) };

describe('loadSiteContent', () => {
  it('reads the articles newest first, with reading time and rendered text', () => {
    const content = loadSiteContent(sourceOf(BASE, PICTURES), 'en');
    expect(content.articles.map((article) => article.id)).toEqual(['newer', 'older']);
    expect(content.articles[1]).toMatchObject({
      title: 'Title older',
      related: ['newer'],
      readingMinutes: 3,
    });
    expect(content.pages.terms.updated).toBe('2026-11-24');
    expect(content.pages.howItWorks.html).toContain('width="1200" height="750"');
    expect(content.guide.steps).toHaveLength(GUIDE_STEP_COUNT);
    expect(content.guide.steps[2]).toEqual({ title: 'Step 3', html: '<p>Do thing 3.</p>\n' });
  });

  it('refuses an article whose related article does not exist, or that relates to itself', () => {
    expect(() =>
      loadSiteContent(
        sourceOf({ ...BASE, 'blog/en/newer.md': ARTICLE('newer', '2026-10-01', ['gone']) }, PICTURES),
        'en',
      ),
    ).toThrow('blog/en/newer.md: related articles not found: gone');
    expect(() =>
      loadSiteContent(
        sourceOf({ ...BASE, 'blog/en/newer.md': ARTICLE('newer', '2026-10-01', ['newer']) }, PICTURES),
        'en',
      ),
    ).toThrow('related articles not found: newer');
  });

  it('refuses an article whose id is not its file name', () => {
    expect(() =>
      loadSiteContent(sourceOf({ ...BASE, 'blog/en/other.md': ARTICLE('x', '2026-01-01') }, PICTURES), 'en'),
    ).toThrow('blog/en/other.md: its id must be its file name (x)');
  });

  it('refuses a guide without exactly seven steps', () => {
    const six = GUIDE.slice(0, GUIDE.lastIndexOf('\n## '));
    expect(() => loadSiteContent(sourceOf({ ...BASE, 'guide/en.md': six }, PICTURES), 'en')).toThrow(
      'guide/en.md: the guide needs 7 "## " steps, found 6',
    );
  });

  it('refuses a page that shows a picture that is not there', () => {
    expect(() => loadSiteContent(sourceOf(BASE), 'en')).toThrow(
      'a content file shows /how-it-works/en/today.jpg, which is not in public/',
    );
  });
});

describe('imageSizeOf', () => {
  it('reads PNG and JPEG sizes from their headers', () => {
    expect(imageSizeOf(pngHeader(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSizeOf(jpegHeader(1200, 750))).toEqual({ width: 1200, height: 750 });
    expect(imageSizeOf(new TextEncoder().encode('GIF89a........'))).toBeUndefined();
  });
});
