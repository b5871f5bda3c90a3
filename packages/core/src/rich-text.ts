/**
 * Sanitiser of the editor's JSON document (TipTap/ProseMirror JSON): only the nodes, marks and
 * link attributes of spec §5 survive, so a crafted description can never carry script or a
 * dangerous link to another user (the delegated page shows the owner's text to a stranger).
 */
import { HEADING_LEVEL_MAX, HEADING_LEVEL_MIN } from './constants';
import { LINK_REL, LINK_TARGET, sanitizeHref } from './links';

/** A mark of the editor's JSON document. */
export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** A node of the editor's JSON document. */
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
}

/** Node types the editor supports (spec §5); hardBreak is kept because the editor's Shift+Enter makes it. */
export const RICH_TEXT_NODES = [
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
] as const;

/** Mark types the editor supports (spec §5). */
export const RICH_TEXT_MARKS = [
  'bold',
  'italic',
  'strike',
  'underline',
  'highlight',
  'code',
  'link',
] as const;

/** Deeper nesting than this is dropped: no real document needs it and recursion must stay bounded. */
const MAX_DEPTH = 40;

/** Most nodes kept in one document, so a huge pasted payload cannot blow up a render. */
const MAX_NODES = 20_000;

/** An empty document (one empty paragraph), as the editor creates it. */
export function emptyRichTextDoc(): RichTextNode {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Options of the sanitiser. */
export interface SanitizeRichTextOptions {
  /** Extra custom link scheme names (spec §5). */
  readonly customSchemes?: readonly string[];
}

interface Budget {
  nodes: number;
}

function sanitizeLinkAttrs(attrs: unknown, options: SanitizeRichTextOptions): Record<string, unknown> | null {
  if (!isRecord(attrs)) return null;
  const href = sanitizeHref(attrs.href, options.customSchemes);
  if (href === null) return null;
  const result: Record<string, unknown> = { href, target: LINK_TARGET, rel: LINK_REL };
  if (typeof attrs.class === 'string' && /^[\w -]{1,100}$/.test(attrs.class)) result.class = attrs.class;
  return result;
}

function sanitizeMark(mark: unknown, options: SanitizeRichTextOptions): RichTextMark | null {
  if (!isRecord(mark) || typeof mark.type !== 'string') return null;
  if (!(RICH_TEXT_MARKS as readonly string[]).includes(mark.type)) return null;
  if (mark.type !== 'link') return { type: mark.type };
  // A link with a refused href is dropped; its text stays as plain text.
  const attrs = sanitizeLinkAttrs(mark.attrs, options);
  return attrs === null ? null : { type: 'link', attrs };
}

function sanitizeMarks(marks: unknown, options: SanitizeRichTextOptions): RichTextMark[] {
  if (!Array.isArray(marks)) return [];
  const kept: RichTextMark[] = [];
  for (const mark of marks) {
    const clean = sanitizeMark(mark, options);
    if (clean && !kept.some((existing) => existing.type === clean.type)) kept.push(clean);
  }
  return kept;
}

function sanitizeNodeAttrs(type: string, attrs: unknown): Record<string, unknown> | undefined {
  const source = isRecord(attrs) ? attrs : {};
  if (type === 'heading') {
    const level = Number(source.level);
    const valid = Number.isInteger(level) && level >= HEADING_LEVEL_MIN && level <= HEADING_LEVEL_MAX;
    return { level: valid ? level : HEADING_LEVEL_MIN };
  }
  if (type === 'orderedList') {
    const start = Number(source.start);
    return { start: Number.isInteger(start) && start >= 1 ? start : 1 };
  }
  if (
    type === 'codeBlock' &&
    typeof source.language === 'string' &&
    /^[\w+#-]{1,30}$/.test(source.language)
  ) {
    return { language: source.language };
  }
  return undefined;
}

function sanitizeChildren(
  content: unknown,
  depth: number,
  budget: Budget,
  options: SanitizeRichTextOptions,
): RichTextNode[] | undefined {
  if (!Array.isArray(content)) return undefined;
  const children: RichTextNode[] = [];
  for (const child of content) {
    const clean = sanitizeNode(child, depth + 1, budget, options);
    if (clean) children.push(clean);
  }
  return children.length > 0 ? children : undefined;
}

function sanitizeNode(
  node: unknown,
  depth: number,
  budget: Budget,
  options: SanitizeRichTextOptions,
): RichTextNode | null {
  if (depth > MAX_DEPTH || budget.nodes >= MAX_NODES) return null;
  if (!isRecord(node) || typeof node.type !== 'string') return null;
  if (!(RICH_TEXT_NODES as readonly string[]).includes(node.type) || node.type === 'doc') return null;
  budget.nodes += 1;
  if (node.type === 'text') {
    // ProseMirror forbids empty text nodes.
    if (typeof node.text !== 'string' || node.text === '') return null;
    const marks = sanitizeMarks(node.marks, options);
    return marks.length > 0 ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text };
  }
  const result: RichTextNode = { type: node.type };
  const attrs = sanitizeNodeAttrs(node.type, node.attrs);
  if (attrs) result.attrs = attrs;
  const content = sanitizeChildren(node.content, depth, budget, options);
  if (content && node.type !== 'horizontalRule' && node.type !== 'hardBreak') result.content = content;
  return result;
}

/** Returns a copy of `doc` with only the supported nodes, marks and safe links; anything else gives an empty document. */
export function sanitizeRichTextDoc(doc: unknown, options: SanitizeRichTextOptions = {}): RichTextNode {
  if (!isRecord(doc) || doc.type !== 'doc') return emptyRichTextDoc();
  const content = sanitizeChildren(doc.content, 0, { nodes: 0 }, options);
  return content ? { type: 'doc', content } : emptyRichTextDoc();
}

/** A document with one paragraph per line of `text`. */
export function plainTextToRichTextDoc(text: string): RichTextNode {
  const paragraphs = text
    .split(/\r?\n/)
    .map((line): RichTextNode =>
      line === '' ? { type: 'paragraph' } : { type: 'paragraph', content: [{ type: 'text', text: line }] },
    );
  return { type: 'doc', content: paragraphs };
}

/** Reads a stored description: editor JSON is sanitised; anything else is treated as plain text. */
export function parseRichTextDescription(
  value: string | null | undefined,
  options: SanitizeRichTextOptions = {},
): RichTextNode {
  if (value === null || value === undefined || value.trim() === '') return emptyRichTextDoc();
  try {
    const parsed: unknown = JSON.parse(value);
    if (isRecord(parsed) && parsed.type === 'doc') return sanitizeRichTextDoc(parsed, options);
  } catch {
    // Not JSON: a plain-text description from an older client or the AI.
  }
  return plainTextToRichTextDoc(value);
}

const BLOCK_NODES = new Set([
  'paragraph',
  'heading',
  'codeBlock',
  'blockquote',
  'listItem',
  'horizontalRule',
]);

/** The text of a document, one line per block (for e-mails, search and the AI context). */
export function richTextToPlainText(doc: RichTextNode): string {
  const lines: string[] = [];
  let current = '';
  const walk = (node: RichTextNode): void => {
    if (node.type === 'text') current += node.text ?? '';
    else if (node.type === 'hardBreak') current += '\n';
    for (const child of node.content ?? []) walk(child);
    if (BLOCK_NODES.has(node.type) && current !== '') {
      lines.push(current);
      current = '';
    }
  };
  walk(doc);
  if (current !== '') lines.push(current);
  return lines.join('\n');
}
