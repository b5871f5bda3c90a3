import type { FastifyReply } from 'fastify';
import type { OpenedAttachment } from './open-attachment.js';

/** The CSP of a served file: it may load nothing and, opened directly, runs as an opaque sandbox. */
export const ATTACHMENT_CSP = "default-src 'none'; sandbox";

/** RFC 8187 percent-encoding of a header parameter's UTF-8 value. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The Content-Disposition of an attachment: `inline` only for types the browser shows safely (raster
 * images, PDF), `attachment` for every other; the name as an ASCII fallback and as UTF-8.
 */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** How long a browser may keep an owner's download (a private cache only). */
const OWNER_CACHE_CONTROL = 'private, max-age=3600';

/**
 * Streams an opened attachment as the answer, with the headers that keep it a file: its checked type
 * (text as UTF-8), `nosniff`, a sandboxing CSP and the disposition of its type. `cacheControl` is the
 * owner's private cache unless the caller says otherwise (a link's answer is kept by no cache).
 */
export function sendAttachment(
  reply: FastifyReply,
  opened: OpenedAttachment,
  { cacheControl = OWNER_CACHE_CONTROL }: { cacheControl?: string } = {},
): FastifyReply {
  const { attachment, type, file } = opened;
  return reply
    .status(200)
    .header('content-type', type.detectedAs === 'text' ? `${type.mime}; charset=utf-8` : type.mime)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(attachment.name, type.inline))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', ATTACHMENT_CSP)
    .header('cache-control', cacheControl)
    .send(file.stream);
}
