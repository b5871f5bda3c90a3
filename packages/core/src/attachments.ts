/**
 * Attachment rules (spec §3, §5, §9): type class from MIME type and extension, human-readable
 * sizes at 1024, the storage path of an upload and the preview's zoom and rotation steps.
 */
import {
  IMAGE_ROTATION_STEP_DEGREES,
  IMAGE_ZOOM_MAX,
  IMAGE_ZOOM_MIN,
  IMAGE_ZOOM_STEP,
  SIZE_UNITS,
  SIZE_UNIT_BASE,
} from './constants';
import { DomainError } from './errors';

/** Type classes an attachment can be detected as, plus `other` for everything else. */
export const ATTACHMENT_KINDS = [
  'image',
  'video',
  'audio',
  'pdf',
  'text',
  'json',
  'archive',
  'document',
  'spreadsheet',
  'presentation',
  'other',
] as const;

/** An attachment type class. */
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Specific classes, checked before the generic text/image/video/audio prefixes (text/csv is a spreadsheet). */
const SPECIFIC_KINDS: readonly {
  kind: AttachmentKind;
  mimes: readonly string[];
  extensions: readonly string[];
}[] = [
  { kind: 'pdf', mimes: ['application/pdf'], extensions: ['pdf'] },
  { kind: 'json', mimes: ['application/json', 'application/ld+json'], extensions: ['json'] },
  {
    kind: 'archive',
    mimes: [
      'application/zip',
      'application/x-zip-compressed',
      'application/x-rar-compressed',
      'application/vnd.rar',
      'application/x-7z-compressed',
      'application/x-tar',
      'application/gzip',
      'application/x-gzip',
      'application/x-bzip2',
    ],
    extensions: ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2'],
  },
  {
    kind: 'document',
    mimes: [
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
      'application/rtf',
    ],
    extensions: ['doc', 'docx', 'odt', 'rtf', 'pages'],
  },
  {
    kind: 'spreadsheet',
    mimes: [
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.oasis.opendocument.spreadsheet',
      'text/csv',
    ],
    extensions: ['xls', 'xlsx', 'ods', 'csv', 'numbers'],
  },
  {
    kind: 'presentation',
    mimes: [
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.presentation',
    ],
    extensions: ['ppt', 'pptx', 'odp', 'key'],
  },
];

/** Extensions of the generic media and text classes, for files uploaded without a useful MIME type. */
const GENERIC_EXTENSIONS: Readonly<Record<'image' | 'video' | 'audio' | 'text', readonly string[]>> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'avif', 'heic', 'ico'],
  video: ['mp4', 'webm', 'mov', 'avi', 'mkv', 'm4v'],
  audio: ['mp3', 'wav', 'ogg', 'm4a', 'flac', 'aac', 'opus'],
  text: ['txt', 'md', 'log', 'xml', 'html', 'css', 'js', 'ts', 'yaml', 'yml'],
};

/** The lower-cased extension of a file name without the dot, or '' when it has none. */
export function fileExtension(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The type class of a file from its MIME type, falling back to its extension. */
export function attachmentKind(mimeType: string, fileName = ''): AttachmentKind {
  const mime = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = fileExtension(fileName);
  const specific = SPECIFIC_KINDS.find((entry) => entry.mimes.includes(mime));
  if (specific) return specific.kind;
  for (const prefix of ['image', 'video', 'audio', 'text'] as const) {
    if (mime.startsWith(`${prefix}/`)) return prefix;
  }
  const byExtension = SPECIFIC_KINDS.find((entry) => entry.extensions.includes(extension));
  if (byExtension) return byExtension.kind;
  for (const kind of ['image', 'video', 'audio', 'text'] as const) {
    if (GENERIC_EXTENSIONS[kind].includes(extension)) return kind;
  }
  return 'other';
}

/** Classes the preview modal can show; any other gets 'Preview not available' and a download button. */
export const PREVIEWABLE_KINDS: readonly AttachmentKind[] = [
  'image',
  'video',
  'audio',
  'pdf',
  'text',
  'json',
];

/** True when the preview modal can show this class. */
export function canPreview(kind: AttachmentKind): boolean {
  return PREVIEWABLE_KINDS.includes(kind);
}

/** A byte count as text in Bytes, KB, MB or GB at 1024, with up to two decimals ("1.5 KB"). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${SIZE_UNITS[0]}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(SIZE_UNIT_BASE)), SIZE_UNITS.length - 1);
  const value = bytes / SIZE_UNIT_BASE ** exponent;
  return `${Number.parseFloat(value.toFixed(2))} ${SIZE_UNITS[exponent]}`;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;

/** Storage folder of a task's uploads: tasks/{taskId} (spec §5); an id that could escape it is refused. */
export function taskFilesFolder(taskId: string): string {
  if (!SAFE_SEGMENT.test(taskId)) throw new DomainError('VALIDATION_ERROR', { field: 'taskId' });
  return `tasks/${taskId}`;
}

/**
 * Storage path of an upload: tasks/{taskId}/{taskId}_{random}.{extension} (spec §5). `random` comes
 * from the caller; ids that could escape the folder are refused, and odd extensions become "bin".
 */
export function attachmentStoragePath(taskId: string, random: string, fileName: string): string {
  const folder = taskFilesFolder(taskId);
  if (!SAFE_SEGMENT.test(random)) throw new DomainError('VALIDATION_ERROR', { field: 'taskId' });
  const extension = fileExtension(fileName);
  const safeExtension = /^[a-z0-9]{1,10}$/.test(extension) ? extension : 'bin';
  return `${folder}/${taskId}_${random}.${safeExtension}`;
}

/** Clamps a preview zoom to 25 %–300 %. */
export function clampZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return 1;
  return Math.min(IMAGE_ZOOM_MAX, Math.max(IMAGE_ZOOM_MIN, zoom));
}

/** The zoom one step in (+1) or out (−1). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clampZoom(Math.round((zoom + direction * IMAGE_ZOOM_STEP) / IMAGE_ZOOM_STEP) * IMAGE_ZOOM_STEP);
}

/** The rotation one 90° step clockwise, kept within 0–359. */
export function rotateClockwise(degrees: number): number {
  return (((degrees + IMAGE_ROTATION_STEP_DEGREES) % 360) + 360) % 360;
}

/** The longest attachment name kept, in characters (the attachment schema's limit). */
export const ATTACHMENT_NAME_MAX_LENGTH = 255;

/** A type an upload may have: what its content must be, how its file may be named, how it is served. */
export interface AllowedAttachmentType {
  /** The MIME type stored and served. */
  mime: string;
  /** Extensions a file of this type may be named with ('' for a name without one); the first names the stored file. */
  extensions: readonly string[];
  /** Shown in the browser (raster images, PDF); every other type is only downloaded. */
  inline: boolean;
  /** How the content is recognised: its own magic bytes, a container shared with other types, or UTF-8 text. */
  detectedAs: 'magic' | 'zip' | 'cfb' | 'text';
}

const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';

/**
 * What may be uploaded (issue 17 point 10), checked by content, never by the client's claim: raster
 * images, PDF, plain text, and office documents. SVG, HTML and anything else that a browser could run
 * are refused, and so are archives and media, whose content the server cannot vouch for.
 */
export const ALLOWED_ATTACHMENT_TYPES: readonly AllowedAttachmentType[] = [
  { mime: 'image/png', extensions: ['png'], inline: true, detectedAs: 'magic' },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jfif'], inline: true, detectedAs: 'magic' },
  { mime: 'image/gif', extensions: ['gif'], inline: true, detectedAs: 'magic' },
  { mime: 'image/webp', extensions: ['webp'], inline: true, detectedAs: 'magic' },
  { mime: 'application/pdf', extensions: ['pdf'], inline: true, detectedAs: 'magic' },
  { mime: 'application/rtf', extensions: ['rtf'], inline: false, detectedAs: 'magic' },
  { mime: 'text/plain', extensions: ['txt', 'text', 'log', ''], inline: false, detectedAs: 'text' },
  { mime: 'text/markdown', extensions: ['md', 'markdown'], inline: false, detectedAs: 'text' },
  { mime: 'text/csv', extensions: ['csv'], inline: false, detectedAs: 'text' },
  { mime: `${OOXML}.wordprocessingml.document`, extensions: ['docx'], inline: false, detectedAs: 'zip' },
  { mime: `${OOXML}.spreadsheetml.sheet`, extensions: ['xlsx'], inline: false, detectedAs: 'zip' },
  { mime: `${OOXML}.presentationml.presentation`, extensions: ['pptx'], inline: false, detectedAs: 'zip' },
  { mime: `${ODF}.text`, extensions: ['odt'], inline: false, detectedAs: 'zip' },
  { mime: `${ODF}.spreadsheet`, extensions: ['ods'], inline: false, detectedAs: 'zip' },
  { mime: `${ODF}.presentation`, extensions: ['odp'], inline: false, detectedAs: 'zip' },
  { mime: 'application/msword', extensions: ['doc'], inline: false, detectedAs: 'cfb' },
  { mime: 'application/vnd.ms-excel', extensions: ['xls'], inline: false, detectedAs: 'cfb' },
  { mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'], inline: false, detectedAs: 'cfb' },
];

/** What the content of an upload was recognised as: a MIME type from its magic bytes, UTF-8 text, or nothing. */
export type DetectedContent = { mime: string } | 'text' | undefined;

const ZIP_MIME = 'application/zip';
const CFB_MIME = 'application/x-cfb';

/**
 * The allowed type of an upload from what its content is and the name it came with, or undefined when
 * it is refused: content outside the allowlist, or a name whose extension says something else (a
 * `.png` that is text, a `.pdf` that is a PNG). A zip or compound-file container whose inner type was
 * not told apart takes the office type its extension names.
 */
export function resolveAttachmentType(
  detected: DetectedContent,
  fileName: string,
): AllowedAttachmentType | undefined {
  if (detected === undefined) return undefined;
  const extension = fileExtension(fileName);
  const named = (type: AllowedAttachmentType) => type.extensions.includes(extension);
  if (detected === 'text') {
    return ALLOWED_ATTACHMENT_TYPES.find((type) => type.detectedAs === 'text' && named(type));
  }
  const container = detected.mime === ZIP_MIME ? 'zip' : detected.mime === CFB_MIME ? 'cfb' : undefined;
  if (container) {
    return ALLOWED_ATTACHMENT_TYPES.find((type) => type.detectedAs === container && named(type));
  }
  const exact = ALLOWED_ATTACHMENT_TYPES.find((type) => type.mime === detected.mime);
  return exact && named(exact) ? exact : undefined;
}

/** The extension of the stored file of an allowed type ("txt" for a text file named without one). */
export function storedExtensionOf(type: AllowedAttachmentType): string {
  return type.extensions.find((extension) => extension !== '') ?? 'bin';
}

/** The allowed type of a stored MIME type, or undefined (a row whose type is not on the allowlist). */
export function allowedAttachmentType(mime: string): AllowedAttachmentType | undefined {
  return ALLOWED_ATTACHMENT_TYPES.find((type) => type.mime === mime);
}

// Control characters, bidirectional overrides, embeddings and isolates, zero-width characters and
// unpaired surrogates: none belongs in a file name, and the bidi ones can disguise its extension.
const UNSAFE_NAME_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Characters that file systems refuse or give meaning to; shown and downloaded names get `_` instead.
const RESERVED_NAME_CHARACTERS = /[<>:"|?*]/g;

/**
 * An uploaded file's name made safe to store, show and send in a header: no folder part (either
 * slash), no control, bidi or zero-width characters, no leading dots, whitespace collapsed, at most
 * `ATTACHMENT_NAME_MAX_LENGTH` characters with the extension kept; "file" when nothing is left.
 */
export function sanitizeAttachmentName(raw: string): string {
  let name = raw.normalize('NFC');
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  name = name
    .replace(/\s+/g, ' ')
    .replace(UNSAFE_NAME_CHARACTERS, '')
    .replace(RESERVED_NAME_CHARACTERS, '_')
    .replace(/ +/g, ' ')
    .trim();
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot + 1) : '';
  const hasExtension = /^[A-Za-z0-9]{1,10}$/.test(extension);
  const stem = (hasExtension ? name.slice(0, dot) : name).replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  const room = ATTACHMENT_NAME_MAX_LENGTH - (hasExtension ? extension.length + 1 : 0);
  const kept = Array.from(stem).slice(0, room).join('').trimEnd() || 'file';
  return hasExtension ? `${kept}.${extension}` : kept;
}
