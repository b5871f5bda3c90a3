import type { Attachment } from '@fokus/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { TaskAttachments } from './task-attachments';

const FILE: Attachment = {
  id: '0193a000-0000-7000-8000-0000000000f1',
  name: 'plan.pdf',
  type: 'application/pdf',
  size: 2048,
  url: '/api/attachments/0193a000-0000-7000-8000-0000000000f1',
  created_at: '2026-03-10T08:00:00.000Z',
};
const task = { id: '0193a000-0000-7000-8000-000000000001', attachments: [FILE] };

afterEach(() => vi.unstubAllGlobals());

describe("the owner's files in the task detail", () => {
  it('lists the files read-only without a change handler', () => {
    renderInLanguage(<TaskAttachments task={task} />, 'en');
    expect(screen.getByRole('button', { name: 'Preview plan.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attach File' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove plan.pdf' })).toBeNull();
  });

  it('removes a file through its route, then asks the screen to read the task again', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const onChanged = vi.fn();
    renderInLanguage(<TaskAttachments task={task} onChanged={onChanged} />, 'en');
    expect(screen.getByRole('button', { name: 'Attach File' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(
      `/api/attachments/${FILE.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('keeps the file and says so when the removal fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'INTERNAL_ERROR', message: 'down' }, { status: 500 })),
    );
    const onChanged = vi.fn();
    renderInLanguage(<TaskAttachments task={task} onChanged={onChanged} />, 'ru');
    fireEvent.click(screen.getByRole('button', { name: 'Удалить plan.pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Удалить plan.pdf' }).hasAttribute('disabled')).toBe(false),
    );
    expect(onChanged).not.toHaveBeenCalled();
  });
});
