// The rule of eval/ai/README.md: no rule, comment or lexicon entry of the engine quotes an evaluation
// sentence. Every quoted phrase of a non-test source file under src/ (a string literal or a phrase quoted
// in a comment, in '…', "…", «…» or `…` without ${}) of four words or more and 18 characters or more
// must not appear in any text of eval/ai/*.jsonl or of ../shared/ai-eval/*.jsonl beside the repository.
// The sets nobody is to read are checked too, but a failure names only the file and the line there,
// never the quoted text.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FROZEN_SET_FILES } from './training.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const SRC = here('../src');
const EVAL_DIRS = [here('../../../eval/ai'), here('../../../../shared/ai-eval')];
/** The frozen sets, whose cases are never read: never shown in a message. */
const UNREAD = new Set<string>(FROZEN_SET_FILES);

const MIN_WORDS = 4;
const MIN_CHARS = 18;

/** Case, ё and typographic apostrophes do not make a phrase another one. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/’/g, "'");
}

interface EvalText {
  readonly set: string;
  readonly text: string;
  readonly unread: boolean;
}

function evalTexts(): EvalText[] {
  const texts: EvalText[] = [];
  for (const dir of EVAL_DIRS) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.jsonl'))) {
      for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        const { text } = JSON.parse(line) as { text: string };
        texts.push({ set: name, text: normalise(text), unread: UNREAD.has(name) });
      }
    }
  }
  return texts;
}

interface Quote {
  readonly line: number;
  readonly text: string;
}

/** Every quoted phrase of a source, long enough to count; quotes may overlap (an apostrophe inside "…"). */
function quotesOf(source: string): Quote[] {
  const quotes: Quote[] = [];
  const lineStarts = [0];
  for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1))
    lineStarts.push(index + 1);
  const lineOf = (offset: number) => {
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? Infinity) <= offset) line++;
    return line + 1;
  };
  const patterns = [/(?=('([^'\n]+)'))/g, /(?="([^"\n]+)")/g, /(?=«([^»\n]+)»)/g, /(?=`([^`\n]+)`)/g];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const raw = match[2] ?? match[1] ?? '';
      if (raw.includes('${')) continue;
      const text = normalise(raw).replace(/^[\s.,!?]+|[\s.,!?]+$/g, '');
      if (text.length < MIN_CHARS || text.split(/\s+/).length < MIN_WORDS) continue;
      quotes.push({ line: lineOf(match.index), text });
    }
  }
  return quotes;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The quotes of evaluation text in a source: the text itself for a readable set, the place only otherwise. */
function findQuotes(file: string, source: string, texts: readonly EvalText[]): string[] {
  const found: string[] = [];
  for (const quote of quotesOf(source)) {
    const open = texts.find((text) => !text.unread && text.text.includes(quote.text));
    if (open) {
      found.push(`${file}:${quote.line}: «${quote.text}» is in ${open.set}`);
      continue;
    }
    if (texts.some((text) => text.unread && text.text.includes(quote.text)))
      found.push(`${file}:${quote.line}: quotes a text of a set that is not to be read`);
  }
  return [...new Set(found)];
}

describe('no quotes of evaluation sentences in the engine', () => {
  const texts = evalTexts();

  it('finds a planted quote (the check itself works)', () => {
    const phrase = texts
      .filter((text) => !text.unread)
      .map((text) => text.text.split(/\s+/).slice(0, 6).join(' '))
      .find(
        (start) => start.split(' ').length === 6 && start.length >= MIN_CHARS && !/["'«»`$\\]/.test(start),
      );
    expect(phrase).toBeDefined();
    const planted = `const a = 1;\n// as in "${phrase ?? ''}", say\nconst b = 2;\n`;
    const found = findQuotes('planted.ts', planted, texts);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^planted\.ts:2: /);
  });

  it('no rule, comment or lexicon entry under src/ quotes a text of an evaluation set', () => {
    const found = sourceFiles(SRC).flatMap((path) =>
      findQuotes(relative(here('..'), path), readFileSync(path, 'utf8'), texts),
    );
    expect(found, `reword these in your own phrases:\n${found.join('\n')}`).toEqual([]);
  });
});
