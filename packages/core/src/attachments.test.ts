import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_KINDS,
  attachmentKind,
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
