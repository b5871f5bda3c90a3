import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_NAME_MAX_LENGTH,
  attachmentKind,
  resolveAttachmentType,
  sanitizeAttachmentName,
  storedExtensionOf,
  attachmentStoragePath,
  canPreview,
  clampZoom,
  fileExtension,
  formatFileSize,
  rotateClockwise,
  stepZoom,
  taskFilesFolder,
} from './attachments';
import { DomainError } from './errors';
import { isSafeText } from './schemas/safe-text';

describe('attachmentKind', () => {
  it.each([
    ['image/png', 'a.png', 'image'],
    ['video/mp4', '', 'video'],
    ['audio/mpeg', '', 'audio'],
    ['application/pdf', 'x', 'pdf'],
    ['text/plain; charset=utf-8', '', 'text'],
    ['application/json', '', 'json'],
    ['application/zip', '', 'archive'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', '', 'document'],
    ['text/csv', '', 'spreadsheet'],
    ['application/vnd.ms-powerpoint', '', 'presentation'],
    ['application/octet-stream', 'REPORT.PDF', 'pdf'],
    ['', 'data.json', 'json'],
    ['', 'photo.JPEG', 'image'],
    ['', 'clip.mov', 'video'],
    ['', 'song.flac', 'audio'],
    ['', 'notes.md', 'text'],
    ['', 'backup.tar.gz', 'archive'],
    ['', 'deck.pptx', 'presentation'],
    ['', 'sheet.xlsx', 'spreadsheet'],
    ['', 'letter.docx', 'document'],
    ['application/octet-stream', 'blob', 'other'],
  ] as const)('%s %s → %s', (mime, name, kind) => {
    expect(attachmentKind(mime, name)).toBe(kind);
  });

  it('lists the ten spec classes plus other', () => {
    expect(ATTACHMENT_KINDS).toHaveLength(11);
    expect(canPreview('image')).toBe(true);
    expect(canPreview('archive')).toBe(false);
  });

  it('reads extensions', () => {
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('dir.v2/file')).toBe('');
    expect(fileExtension('a.B')).toBe('b');
  });
});

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB, GB at 1024', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 ** 2)).toBe('1 MB');
    expect(formatFileSize(1024 ** 3 * 2.25)).toBe('2.25 GB');
    expect(formatFileSize(1024 ** 4)).toBe('1024 GB');
  });
});

describe('taskFilesFolder', () => {
  it('is tasks/{taskId}, the folder every upload of the task lands in', () => {
    expect(taskFilesFolder('0190a0a0-0000-7000-8000-000000000001')).toBe(
      'tasks/0190a0a0-0000-7000-8000-000000000001',
    );
    expect(attachmentStoragePath('t1', 'r', 'a.txt').startsWith(`${taskFilesFolder('t1')}/`)).toBe(true);
  });

  it.each(['', '..', '../x', 'a/b', 'a\\b', 't 1'])('refuses %j', (id) => {
    expect(() => taskFilesFolder(id)).toThrow(DomainError);
  });
});

describe('attachmentStoragePath', () => {
  it('follows tasks/{taskId}/{taskId}_{random}.{extension}', () => {
    expect(attachmentStoragePath('t-1', 'ab12', 'Photo.PNG')).toBe('tasks/t-1/t-1_ab12.png');
    expect(attachmentStoragePath('t1', 'r', 'noext')).toBe('tasks/t1/t1_r.bin');
    expect(attachmentStoragePath('t1', 'r', 'x.p$p')).toBe('tasks/t1/t1_r.bin');
  });

  it('refuses ids that could leave the folder', () => {
    expect(() => attachmentStoragePath('../x', 'r', 'a.txt')).toThrow(DomainError);
    expect(() => attachmentStoragePath('t', 'a/b', 'a.txt')).toThrow(DomainError);
  });

  it('never produces a path outside tasks/{taskId}/', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(attachmentStoragePath('t1', 'r1', name)).toMatch(/^tasks\/t1\/t1_r1\.[a-z0-9]{1,10}$/);
      }),
    );
  });
});

describe('preview zoom and rotation', () => {
  it('zooms from 25% to 300% in steps of 0.25', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(0.25, -1)).toBe(0.25);
    expect(stepZoom(3, 1)).toBe(3);
    expect(clampZoom(10)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('rotates in 90° steps', () => {
    expect(rotateClockwise(0)).toBe(90);
    expect(rotateClockwise(270)).toBe(0);
    expect(rotateClockwise(-90)).toBe(0);
  });
});

describe('resolveAttachmentType', () => {
  it.each([
    [{ mime: 'image/png' }, 'photo.PNG', 'image/png'],
    [{ mime: 'image/jpeg' }, 'photo.jpeg', 'image/jpeg'],
    [{ mime: 'application/pdf' }, 'scan.pdf', 'application/pdf'],
    ['text', 'notes.txt', 'text/plain'],
    ['text', 'README', 'text/plain'],
    ['text', 'table.csv', 'text/csv'],
    [
      { mime: 'application/zip' },
      'report.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [{ mime: 'application/x-cfb' }, 'old.xls', 'application/vnd.ms-excel'],
  ] as const)('accepts %j named %s as %s', (detected, name, mime) => {
    expect(resolveAttachmentType(detected, name)?.mime).toBe(mime);
  });

  it.each([
    ['text', 'really-html.png'],
    ['text', 'script.sh'],
    [{ mime: 'image/png' }, 'disguised.pdf'],
    [{ mime: 'application/zip' }, 'archive.zip'],
    [{ mime: 'application/x-cfb' }, 'thing.msi'],
    [{ mime: 'image/svg+xml' }, 'logo.svg'],
    [{ mime: 'application/x-msdownload' }, 'setup.exe'],
    [undefined, 'unknown.png'],
  ] as const)('refuses %j named %s', (detected, name) => {
    expect(resolveAttachmentType(detected, name)).toBeUndefined();
  });

  it('names the stored file of a text upload without an extension .txt', () => {
    expect(storedExtensionOf(resolveAttachmentType('text', 'README')!)).toBe('txt');
  });
});

describe('sanitizeAttachmentName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\..\\report.pdf', 'report.pdf'],
    ['..', 'file'],
    ['', 'file'],
    ['.png', 'file.png'],
    ['.hidden', 'file.hidden'],
    ['evil\u202Egnp.exe', 'evilgnp.exe'],
    ['in\u0000voice\r\n.pdf', 'invoice.pdf'],
    ['a  b\tc.txt', 'a b c.txt'],
    ['what?<is>"this".txt', 'what__is__this_.txt'],
    ['Отчёт.docx', 'Отчёт.docx'],
  ])('makes %j safe as %j', (raw, safe) => {
    expect(sanitizeAttachmentName(raw)).toBe(safe);
  });

  it('keeps any name within the limit, extension included, without splitting a character', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 400 }),
        fc.constantFrom('', '.pdf', '.png'),
        (stem, ext) => {
          const safe = sanitizeAttachmentName(stem + ext);
          expect(Array.from(safe).length).toBeLessThanOrEqual(ATTACHMENT_NAME_MAX_LENGTH);
          expect(safe.length).toBeGreaterThan(0);
          // eslint-disable-next-line no-control-regex -- none may be left
          expect(safe).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069/\\]/);
          expect(isSafeText(safe)).toBe(true);
          if (ext) expect(safe.endsWith(ext)).toBe(true);
        },
      ),
    );
    expect(sanitizeAttachmentName(`${'x'.repeat(300)}.pdf`)).toBe(`${'x'.repeat(251)}.pdf`);
  });
});
