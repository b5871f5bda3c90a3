import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_MARKS,
  RICH_TEXT_NODES,
  emptyRichTextDoc,
  parseRichTextDescription,
  plainTextToRichTextDoc,
  richTextToPlainText,
  sanitizeRichTextDoc,
  type RichTextNode,
} from './rich-text';

const link = (href: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'go', marks: [{ type: 'link', attrs: { href, ...extra } }] }],
    },
  ],
});

function hrefs(node: RichTextNode): string[] {
  const own = (node.marks ?? []).flatMap((mark) =>
    typeof mark.attrs?.href === 'string' ? [mark.attrs.href] : [],
  );
  return [...own, ...(node.content ?? []).flatMap(hrefs)];
}

const DANGEROUS = /^(javascript|data|vbscript|file):/;
// The browser ignores these around and inside a scheme, so the check must too.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BLANKS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const normalise = (href: string) => href.replace(BLANKS, '').toLowerCase();

describe('sanitizeRichTextDoc', () => {
  it('supports the spec nodes and marks', () => {
    expect(RICH_TEXT_NODES).toEqual([
      'doc',
      'paragraph',
      'text',
      'heading',
      'codeBlock',
      'blockquote',
      'bulletList',
      'orderedList',
      'listItem',
      'horizontalRule',
      'hardBreak',
    ]);
    expect(RICH_TEXT_MARKS).toEqual(['bold', 'italic', 'strike', 'underline', 'highlight', 'code', 'link']);
  });

  it('keeps a valid document unchanged', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 2 },
          content: [{ type: 'text', text: 'Title', marks: [{ type: 'bold' }] }],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] },
          ],
        },
        { type: 'codeBlock', attrs: { language: 'ts' }, content: [{ type: 'text', text: 'x' }] },
        { type: 'horizontalRule' },
      ],
    };
    expect(sanitizeRichTextDoc(doc)).toEqual(doc);
  });

  it('forces rel and target on links and keeps only href, target, rel, class', () => {
    const result = sanitizeRichTextDoc(
      link('https://a.b', { target: '_self', rel: 'opener', class: 'x', onclick: 'evil()' }),
    );
    expect(result.content?.[0]?.content?.[0]?.marks).toEqual([
      {
        type: 'link',
        attrs: { href: 'https://a.b', target: '_blank', rel: 'noopener noreferrer nofollow', class: 'x' },
      },
    ]);
  });

  it('drops a link with a refused href but keeps its text', () => {
    const result = sanitizeRichTextDoc(link('javascript:alert(1)'));
    expect(result.content?.[0]?.content?.[0]).toEqual({ type: 'text', text: 'go' });
    expect(
      sanitizeRichTextDoc(link('https://x', { class: '"><script>' })).content?.[0]?.content?.[0]?.marks?.[0]
        ?.attrs,
    ).not.toHaveProperty('class');
    expect(
      sanitizeRichTextDoc({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link' }] }] }],
      }).content?.[0]?.content?.[0],
    ).toEqual({ type: 'text', text: 'x' });
  });

  it('drops unknown nodes, marks, attributes and empty text', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'iframe', attrs: { src: 'x' } },
        {
          type: 'paragraph',
          attrs: { style: 'x' },
          content: [
            { type: 'text', text: '' },
            { type: 'text', text: 'a', marks: [{ type: 'script' }, { type: 'bold' }, { type: 'bold' }, 'x'] },
          ],
        },
        { type: 'heading', attrs: { level: 9 } },
        { type: 'orderedList', attrs: { start: -1 } },
        { type: 'codeBlock', attrs: { language: '<x>' } },
        { type: 'horizontalRule', content: [{ type: 'text', text: 'x' }] },
        { type: 'doc' },
        null,
      ],
    };
    expect(sanitizeRichTextDoc(doc)).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'a', marks: [{ type: 'bold' }] }] },
        { type: 'heading', attrs: { level: 1 } },
        { type: 'orderedList', attrs: { start: 1 } },
        { type: 'codeBlock' },
        { type: 'horizontalRule' },
      ],
    });
  });

  it('returns an empty document for anything that is not a document', () => {
    for (const value of [null, 'x', [], { type: 'paragraph' }, { type: 'doc', content: [] }]) {
      expect(sanitizeRichTextDoc(value)).toEqual(emptyRichTextDoc());
    }
  });

  it('bounds nesting depth', () => {
    let node: Record<string, unknown> = { type: 'text', text: 'deep' };
    for (let i = 0; i < 1000; i += 1) node = { type: 'blockquote', content: [node] };
    const result = sanitizeRichTextDoc({ type: 'doc', content: [node] });
    expect(JSON.stringify(result)).not.toContain('deep');
  });

  it('bounds the number of nodes', () => {
    const paragraphs = Array.from({ length: 30_000 }, () => ({ type: 'paragraph' }));
    expect(sanitizeRichTextDoc({ type: 'doc', content: paragraphs }).content?.length).toBe(20_000);
  });

  it('never outputs a javascript:, data:, vbscript: or file: href', () => {
    const blank = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u0008', '\u00a0', '\u2028');
    const dangerous = fc
      .tuple(
        fc.constantFrom('javascript', 'data', 'vbscript', 'file'),
        fc.array(blank, { minLength: 11, maxLength: 11 }),
        fc.boolean(),
        fc.string(),
      )
      .map(([scheme, blanks, upper, rest]) => {
        const name = upper ? scheme.toUpperCase() : scheme;
        return [...name].map((letter, i) => (blanks[i] ?? '') + letter).join('') + ':' + rest;
      });
    const href = fc.oneof(dangerous, fc.string(), fc.webUrl(), fc.constant('https://ok'));
    const text = fc.record({
      type: fc.constant('text'),
      text: fc.string({ minLength: 1 }),
      marks: fc.array(fc.record({ type: fc.constant('link'), attrs: fc.record({ href }) }), { maxLength: 3 }),
    });
    const doc = fc.record({
      type: fc.constant('doc'),
      content: fc.array(
        fc.record({
          type: fc.constantFrom('paragraph', 'heading', 'blockquote'),
          content: fc.array(text, { maxLength: 5 }),
        }),
        { maxLength: 5 },
      ),
    });
    // Custom schemes a caller might pass, including the dangerous names in any case.
    const customSchemes = fc.array(
      fc.oneof(
        fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'JavaScript', 'DATA', 'obsidian'),
        fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        fc.string({ maxLength: 12 }),
      ),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(doc, fc.option(customSchemes, { nil: undefined }), (input, custom) => {
        const options = custom === undefined ? {} : { customSchemes: custom };
        for (const out of hrefs(sanitizeRichTextDoc(input, options))) {
          expect(normalise(out)).not.toMatch(DANGEROUS);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(sanitizeRichTextDoc({ type: 'doc', content: [value] }).type).toBe('doc');
      }),
    );
  });
});

describe('descriptions and plain text', () => {
  it('parses stored JSON documents and sanitises them', () => {
    expect(parseRichTextDescription(JSON.stringify(link('vbscript:x'))).content?.[0]?.content?.[0]).toEqual({
      type: 'text',
      text: 'go',
    });
  });

  it('treats other text as plain paragraphs', () => {
    expect(parseRichTextDescription('a\n\nb')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'a' }] },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'b' }] },
      ],
    });
    expect(parseRichTextDescription('{"type":"x"}')).toEqual(plainTextToRichTextDoc('{"type":"x"}'));
    expect(parseRichTextDescription(null)).toEqual(emptyRichTextDoc());
    expect(parseRichTextDescription('  ')).toEqual(emptyRichTextDoc());
  });

  it('extracts plain text one line per block', () => {
    const doc = sanitizeRichTextDoc({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'T' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }, { type: 'text', text: 'b' }],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'c' }] }] },
          ],
        },
      ],
    });
    expect(richTextToPlainText(doc)).toBe('T\na\nb\nc');
    expect(richTextToPlainText({ type: 'text', text: 'x' })).toBe('x');
  });
});
