// The gate every upload streams through: its first bytes decide its type (magic bytes, never the
// client's claim), and every byte after them is counted against the limit as it arrives. Nothing is
// held but the sample, so a file of any allowed size passes in constant memory.
import {
  DomainError,
  resolveAttachmentType,
  type AllowedAttachmentType,
  type DetectedContent,
} from '@fokus/core';
import { fileTypeFromBuffer } from 'file-type/core';
import { Readable } from 'node:stream';

/** Bytes read before the type is decided: enough for file-type to look inside office containers. */
export const SAMPLE_BYTES = 64 * 1024;

export const FILE_TYPE_REFUSED =
  'This file type is not allowed: attach an image (PNG, JPEG, GIF, WebP), a PDF, a text file or an office document';
export const FILE_EMPTY = 'The file is empty';
export const FILE_NOT_TEXT = 'The file is not plain UTF-8 text';

/** The limit's answer: the spec's 413, naming the limit in megabytes. */
export function fileTooLarge(maxBytes: number): DomainError {
  const megabytes = Number.parseFloat((maxBytes / (1024 * 1024)).toFixed(2));
  return new DomainError('PAYLOAD_TOO_LARGE', undefined, `The file is larger than ${megabytes} MB`);
}

// Markup a browser could render or run; a "text" file that starts like this is refused.
const MARKUP_START = /^\s*(<|#!)/;
const MARKUP_ANYWHERE = /<\s*(script|html|svg|iframe|object|embed|body|!doctype|\?xml)\b/i;
// Control characters other than tab, line feed, form feed and carriage return.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Decodes UTF-8 piece by piece, failing on a byte that is not UTF-8 or on a control character. */
function textChecker(): { check(bytes: Uint8Array): string; end(): void } {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const fail = () => new DomainError('UNSUPPORTED_MEDIA_TYPE', undefined, FILE_NOT_TEXT);
  return {
    check(bytes) {
      let text: string;
      try {
        text = decoder.decode(bytes, { stream: true });
      } catch {
        throw fail();
      }
      if (CONTROL_CHARACTERS.test(text)) throw fail();
      return text;
    },
    end() {
      try {
        decoder.decode();
      } catch {
        throw fail();
      }
    },
  };
}

async function detect(sample: Uint8Array): Promise<DetectedContent> {
  const found = await fileTypeFromBuffer(sample);
  if (found) return { mime: found.mime };
  try {
    const text = textChecker().check(sample);
    return MARKUP_START.test(text) || MARKUP_ANYWHERE.test(text) ? undefined : 'text';
  } catch {
    return undefined;
  }
}

/** An upload that passed its first bytes: its type, and its whole body to store (counted as it goes). */
export interface InspectedUpload {
  type: AllowedAttachmentType;
  body: Readable;
  /** The bytes that went through `body` so far; its final value is the file's size. */
  bytesRead(): number;
}

/**
 * Reads the first `SAMPLE_BYTES` of `source`, decides the type from them and `fileName`, and hands
 * back a stream of the whole file that fails with 413 as soon as it passes `maxBytes` (and, for text,
 * with 415 on a byte that is not UTF-8 text). Refuses an empty file (400) and a type outside the
 * allowlist or not matching the name's extension (415) before a byte is stored.
 */
export async function inspectUpload(
  source: AsyncIterable<Uint8Array>,
  fileName: string,
  maxBytes: number,
): Promise<InspectedUpload> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let total = 0;
  let done = false;
  while (total < SAMPLE_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    total += next.value.byteLength;
    if (total > maxBytes) throw fileTooLarge(maxBytes);
  }
  if (total === 0) throw new DomainError('VALIDATION_ERROR', { field: 'file' }, FILE_EMPTY);
  const sample = Buffer.concat(head);
  const type = resolveAttachmentType(await detect(sample.subarray(0, SAMPLE_BYTES)), fileName);
  if (!type) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', undefined, FILE_TYPE_REFUSED);

  const text = type.detectedAs === 'text' ? textChecker() : undefined;
  text?.check(sample);
  async function* whole(): AsyncGenerator<Uint8Array> {
    try {
      yield sample;
      while (!done) {
        const next = await iterator.next();
        if (next.done) break;
        total += next.value.byteLength;
        if (total > maxBytes) throw fileTooLarge(maxBytes);
        text?.check(next.value);
        yield next.value;
      }
      text?.end();
    } finally {
      // Stops reading the source when the file is refused half-way or its store gave up.
      await iterator.return?.();
    }
  }
  return { type, body: Readable.from(whole(), { objectMode: false }), bytesRead: () => total };
}
