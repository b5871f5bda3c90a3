import { describe, expect, it } from 'vitest';
import { metaText, readingMinutes, renderMarkdown, splitFrontMatter, wordCount } from './markdown';

describe('content files', () => {
  it('splits the front matter (YAML) from the Markdown body', () => {
    const file = splitFrontMatter(
      "---\nid: pomodoro\ntitle: 'Техника: 25 минут'\ndate: 2026-09-29\nrelated: [a, b]\n---\n\nText.\n",
      'x.md',
    );
    expect(file.meta).toMatchObject({ id: 'pomodoro', title: 'Техника: 25 минут', related: ['a', 'b'] });
    expect(metaText(file, 'date', 'x.md')).toBe('2026-09-29');
    expect(file.body).toBe('\nText.\n');
  });

  it('names the file and the field when something is missing', () => {
    expect(() => splitFrontMatter('# No front matter', 'blog/ru/x.md')).toThrow(
      'blog/ru/x.md: no front matter',
    );
    expect(() => splitFrontMatter('---\n- a\n---\n', 'y.md')).toThrow('y.md: the front matter');
    const file = splitFrontMatter('---\ntitle: ""\n---\n', 'z.md');
    expect(() => metaText(file, 'title', 'z.md')).toThrow('z.md: front matter needs "title"');
    expect(() => metaText(file, 'description', 'z.md')).toThrow('"description"');
  });
});

describe('renderMarkdown', () => {
  it('gives a heading the anchor written after it', () => {
    const html = renderMarkdown('## Помодоро и *цифры* {#pomodoro}\n\nText', { language: 'ru' });
    expect(html).toContain('<h2 id="pomodoro">Помодоро и <em>цифры</em></h2>');
    expect(renderMarkdown('## Plain', { language: 'ru' })).toContain('<h2>Plain</h2>');
  });

  it('points links to site pages at the page language, and leaves others alone', () => {
    const source = '[a](/blog/pomodoro) [b](/research#swiss-cheese) [c](/app) [d](https://example.org/x)';
    const en = renderMarkdown(source, { language: 'en' });
    expect(en).toContain('href="/en/blog/pomodoro"');
    expect(en).toContain('href="/en/research#swiss-cheese"');
    expect(en).toContain('href="/app"');
    expect(en).toContain('href="https://example.org/x" rel="noopener"');
    const ru = renderMarkdown(source, { language: 'ru' });
    expect(ru).toContain('href="/blog/pomodoro"');
  });

  it('sizes pictures and loads them lazily', () => {
    const html = renderMarkdown('![The "today" panel](/how-it-works/ru/today.jpg)', {
      language: 'ru',
      imageSize: () => ({ width: 1200, height: 750 }),
    });
    expect(html).toContain(
      '<img src="/how-it-works/ru/today.jpg" alt="The &quot;today&quot; panel" width="1200" height="750" loading="lazy" decoding="async">',
    );
  });

  it('does not pass raw HTML through', () => {
    const html = renderMarkdown('Hi <script>alert(1)</script>\n\n<div onclick="x()">block</div>', {
      language: 'ru',
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
  });
});

describe('reading time', () => {
  it('counts words, not markup, pictures or punctuation', () => {
    expect(wordCount('## Title\n\n- one, two — three\n\n![alt text](/x.jpg) *four*')).toBe(5);
  });

  it('rounds up at 180 words a minute, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(180))).toBe(1);
    expect(readingMinutes('слово '.repeat(181))).toBe(2);
  });
});
