import type { Attachment } from '@fokus/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { AttachmentList } from './attachment-list';
import { AttachmentPreview } from './attachment-preview';

function file(overrides: Partial<Attachment> = {}): Attachment {
  return {
    id: '0193a000-0000-7000-8000-0000000000a1',
    name: 'photo.png',
    type: 'image/png',
    size: 1536,
    url: '/api/attachments/a1',
    created_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

describe('the attachment list', () => {
  it('lists each file with its size, a preview button and a download link', async () => {
    const onPreview = vi.fn();
    const { user } = renderInLanguage(<AttachmentList attachments={[file()]} onPreview={onPreview} />, 'en');
    expect(screen.getByText('1.5 KB')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download photo.png' });
    expect(download.getAttribute('href')).toBe('/api/attachments/a1');
    await user.click(screen.getByRole('button', { name: 'Preview photo.png' }));
    expect(onPreview).toHaveBeenCalledWith(file());
  });
});

describe('the preview modal', () => {
  it('zooms from 25 % to 300 % in steps of 0.25 and rotates by 90°', async () => {
    const { user } = renderInLanguage(
      <AttachmentPreview attachment={file()} onClose={() => undefined} />,
      'en',
    );
    const image = await screen.findByRole('img', { name: 'photo.png' });
    expect(screen.getByText('Zoom 100 %')).toBeTruthy();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement;
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
    await user.click(zoomIn);
    expect(image.getAttribute('data-zoom')).toBe('1.25');
    for (let i = 0; i < 10; i += 1) if (!zoomIn.disabled) await user.click(zoomIn);
    expect(screen.getByText('Zoom 300 %')).toBeTruthy();
    expect(zoomIn.disabled).toBe(true);
    for (let i = 0; i < 12; i += 1) if (!zoomOut.disabled) await user.click(zoomOut);
    expect(screen.getByText('Zoom 25 %')).toBeTruthy();
    expect(zoomOut.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Rotate by 90°' }));
    expect(image.getAttribute('data-rotation')).toBe('90');
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Rotate by 90°' }));
    expect(image.getAttribute('data-rotation')).toBe('0');
    expect(image.getAttribute('style')).toContain('scale(0.25) rotate(0deg)');
  });

  it("shows 'Unable to load image' when the image fails, with a download", async () => {
    renderInLanguage(<AttachmentPreview attachment={file()} onClose={() => undefined} />, 'en');
    fireEvent.error(await screen.findByRole('img', { name: 'photo.png' }));
    expect(screen.getByText('Unable to load image')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download File' })).toBeTruthy();
  });

  it("shows 'Preview not available' with 'Download File' for another type", async () => {
    renderInLanguage(
      <AttachmentPreview
        attachment={file({ name: 'data.zip', type: 'application/zip' })}
        onClose={() => undefined}
      />,
      'en',
    );
    expect(await screen.findByText('Preview not available')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download File' });
    expect(link.getAttribute('download')).toBe('data.zip');
  });
});
