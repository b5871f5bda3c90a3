import { describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from './components/site-document';
import type { ContentSource } from './content';
import { renderSite } from './render';

// The real content files, read through Vite (no Node APIs in src/): every test here renders the site
// that ships.
const CONTENT = import.meta.glob<string>('../../content/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const PICTURES = import.meta.glob('../../public/**/*.{jpg,png}');

const content: ContentSource = {
  list: (directory) =>
    Object.keys(CONTENT)
      .filter((name) => name.startsWith(`../../content/${directory}/`))
      .map((name) => name.slice(`../../content/${directory}/`.length)),
  read: (file) => {
    const text = CONTENT[`../../content/${file}`];
    if (text === undefined) throw new Error(`no content file ${file}`);
    return text;
  },
  // The sizes are checked by the build, which reads the files; here every picture that exists is 1200×750.
  publicFile: (sitePath) => {
    if (!(`../../public${sitePath}` in PICTURES)) return undefined;
    const bytes = new Uint8Array(24);
    const view = new DataView(bytes.buffer);
    view.setUint32(0, 0x89504e47);
    view.setUint32(16, 1200);
    view.setUint32(20, 750);
    return bytes;
  },
};

const site = renderSite({ content, assets: { css: 'body{color:red}', script: '/assets/site-abc.js' } });
const byPath = new Map(site.pages.map((page) => [page.path, page]));
const origin = ORIGIN_PLACEHOLDER;

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const attribute = (document: Document, selector: string, name = 'content') =>
  document.querySelector(selector)?.getAttribute(name) ?? null;

describe('the prerendered site', () => {
  it('has every public page of spec §2 in Russian and English, and eight articles in each', () => {
    for (const path of [
      '/',
      '/landing',
      '/blog',
      '/research',
      '/how-it-works',
      '/guide',
      '/terms',
      '/privacy',
    ]) {
      expect(byPath.has(path), path).toBe(true);
      expect(byPath.has(path === '/' ? '/en' : `/en${path}`), path).toBe(true);
    }
    for (const language of ['ru', 'en']) {
      const articles = site.pages.filter(
        (page) => page.language === language && /\/blog\/[^/]+$/.test(page.path),
      );
      expect(articles.length).toBeGreaterThanOrEqual(8);
    }
  });

  it.each(site.pages.map((page) => [page.path, page] as const))(
    '%s: a whole document with its title, description, canonical, hreflang and Open Graph',
    (path, page) => {
      expect(page.html.startsWith('<!doctype html>')).toBe(true);
      const document = parse(page.html);
      expect(document.documentElement.lang).toBe(page.language);
      expect(document.title.length).toBeGreaterThan(5);
      const description = attribute(document, 'meta[name="description"]') ?? '';
      expect(description.length).toBeGreaterThan(20);
      const canonicalPath = path.endsWith('/landing') ? path.replace(/\/landing$/, '') || '/' : path;
      expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(`${origin}${canonicalPath}`);
      const russian = page.language === 'ru' ? canonicalPath : canonicalPath.replace(/^\/en/, '') || '/';
      const english = russian === '/' ? '/en' : `/en${russian}`;
      expect(attribute(document, 'link[hreflang="ru"]', 'href')).toBe(`${origin}${russian}`);
      expect(attribute(document, 'link[hreflang="en"]', 'href')).toBe(`${origin}${english}`);
      expect(attribute(document, 'link[hreflang="x-default"]', 'href')).toBe(`${origin}${russian}`);
      expect(attribute(document, 'meta[property="og:title"]')).toBe(document.title);
      expect(attribute(document, 'meta[property="og:description"]')).toBe(description);
      expect(attribute(document, 'meta[property="og:url"]')).toBe(`${origin}${canonicalPath}`);
      expect(attribute(document, 'meta[property="og:image"]')).toBe(`${origin}/icon-512.png`);
      expect(document.querySelector('h1')).not.toBeNull();
      // One script, the site's own, from a file (the Content-Security-Policy forbids inline scripts).
      const scripts = [...document.querySelectorAll('script')];
      expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/assets/site-abc.js']);
      expect(document.querySelector('style')?.textContent).toBe('body{color:red}');
    },
  );

  it('links only to pages that exist, and to anchors that are on them', () => {
    const known = (href: string) =>
      byPath.has(href) || /^\/auth(\?mode=sign-up)?$/.test(href) || href === '/app' || href === '/logo.svg';
    for (const page of site.pages) {
      const document = parse(page.html);
      for (const link of document.querySelectorAll('a[href^="/"], a[href^="#"]')) {
        const href = link.getAttribute('href') ?? '';
        const [target = '', anchor] = href.split('#', 2);
        const targetPage = target === '' ? page : byPath.get(target);
        expect(target === '' || known(target), `${page.path} links to ${href}`).toBe(true);
        if (anchor && targetPage) {
          expect(
            parse(targetPage.html).getElementById(anchor),
            `${page.path} links to ${href}`,
          ).not.toBeNull();
        }
      }
    }
  });

  it('states the landing claims as claims, each linked to its section of /research', () => {
    for (const [landing, research] of [
      ['/', '/research'],
      ['/en', '/en/research'],
    ] as const) {
      const document = parse(byPath.get(landing)?.html ?? '');
      const text = document.body.textContent ?? '';
      expect(text).toMatch(/25–30\s?%/);
      expect(text).toMatch(/42\s?%/);
      const links = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(links).toContain(`${research}#pomodoro`);
      expect(links).toContain(`${research}#swiss-cheese`);
    }
  });

  it('prices Premium at 12 € a month after a 7-day trial and the lifetime licence at 119 €, with a free tier', () => {
    const ru = parse(byPath.get('/')?.html ?? '').body.textContent ?? '';
    expect(ru).toContain('0 €');
    expect(ru).toContain('12 €');
    expect(ru).toContain('7 дней бесплатно, затем 12 € в месяц. Отмена в любой момент.');
    expect(ru).toContain('119 €');
    const en = parse(byPath.get('/en')?.html ?? '').body.textContent ?? '';
    expect(en).toContain('7 days free, then 12 € a month. Cancel anytime.');
    expect(en).not.toMatch(/always free/i);
  });

  it('sends "start free" to the sign-up tab and "sign in" to sign-in', () => {
    const document = parse(byPath.get('/')?.html ?? '');
    const links = [...document.querySelectorAll('a')];
    expect(links.find((link) => link.textContent?.includes('Начать бесплатно'))?.getAttribute('href')).toBe(
      '/auth?mode=sign-up',
    );
    expect(links.find((link) => link.textContent === 'Войти')?.getAttribute('href')).toBe('/auth');
  });

  it('gives each article its reading time, date, related articles and the way back to the list', () => {
    const document = parse(byPath.get('/en/blog/micro-steps')?.html ?? '');
    expect(document.body.textContent).toMatch(/\d+ min read/);
    expect(document.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const related = document.querySelector('section[aria-labelledby="related-title"]');
    expect(related?.querySelectorAll('a[href^="/en/blog/"]').length).toBeGreaterThan(0);
    expect(
      [...document.querySelectorAll('a')].filter((link) => link.textContent === 'All articles'),
    ).toHaveLength(2);
    expect(attribute(document, 'meta[property="og:type"]')).toBe('article');
  });

  it('lists every article on /blog with its reading time', () => {
    const document = parse(byPath.get('/blog')?.html ?? '');
    const cards = document.querySelectorAll('main li');
    expect(cards.length).toBeGreaterThanOrEqual(8);
    for (const card of cards) expect(card.textContent).toMatch(/\d+ мин чтения/);
  });

  it("answers an unknown article with 'Article not found', kept out of search results", () => {
    const en = parse(site.articleNotFound.en);
    expect(en.querySelector('h1')?.textContent).toBe('Article not found');
    expect(attribute(en, 'meta[name="robots"]')).toBe('noindex');
    expect(en.querySelector('link[rel="canonical"]')).toBeNull();
    expect(en.querySelector('a[href="/en/blog"]')).not.toBeNull();
    expect(parse(site.articleNotFound.ru).querySelector('h1')?.textContent).toBe('Статья не найдена');
  });

  it('shows all seven steps of the guide in the HTML, its controls waiting for the script', () => {
    const document = parse(byPath.get('/guide')?.html ?? '');
    expect(document.querySelectorAll('[data-guide-step]')).toHaveLength(7);
    expect(document.querySelector<HTMLElement>('[data-guide-controls]')?.hidden).toBe(true);
    expect(document.querySelector('a[href="/app"]:not([data-guide-finish])')?.textContent).toBe(
      'Вернуться в приложение',
    );
  });

  it('says in the privacy policy what each AI_PROVIDER sees', () => {
    for (const path of ['/privacy', '/en/privacy']) {
      const text = parse(byPath.get(path)?.html ?? '').body.textContent ?? '';
      for (const provider of ['local', 'anthropic', 'openai'])
        expect(text, `${path}: ${provider}`).toContain(provider);
      expect(text).toContain('OPENAI_BASE_URL');
    }
  });

  it('lists every page once per language in the sitemap, with its twin', () => {
    const sitemap = new DOMParser().parseFromString(site.sitemap, 'application/xml');
    const locations = [...sitemap.getElementsByTagName('loc')].map((loc) => loc.textContent);
    const expected = site.pages
      .filter((page) => !page.path.endsWith('/landing'))
      .map((page) => `${origin}${page.path}`);
    expect(new Set(locations)).toEqual(new Set(expected));
    expect(locations).toHaveLength(expected.length);
    expect(sitemap.getElementsByTagName('xhtml:link')).toHaveLength(expected.length * 2);
    expect(site.robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(site.robots).toContain('Disallow: /api/');
  });
});
