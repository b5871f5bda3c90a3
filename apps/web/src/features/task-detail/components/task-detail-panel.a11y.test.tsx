import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { makeTask } from '@/testing/tasks';
import { renderInLanguage } from '@/testing/render-in-language';
import { TaskDetailPanel } from './task-detail-panel';

const task = makeTask('0190a0a0-0000-7000-8000-000000000002', 'Отчёт', {
  description: JSON.stringify({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'План' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'ссылка', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
        ],
      },
    ],
  }),
  startDate: '2026-04-01',
  urgency: 2,
  comments: [
    { id: 'c1', text: 'Привет', created_at: '2026-03-01T10:00:00.000Z', author_email: 'ada@example.com' },
  ],
  createdAt: '2026-03-01T10:00:00.000Z',
});

// axe walks the whole DOM: seconds on a busy machine, so this file allows a minute per test.
describe('the task detail panel’s accessibility', { timeout: 60_000 }, () => {
  it.each(['ru', 'en'] as const)('has no serious or critical axe violations (%s)', async (language) => {
    const f = vi.fn();
    renderInLanguage(
      <main>
        <TaskDetailPanel
          task={task}
          strategies={[{ id: 's1', name: 'Карьера' }]}
          onUpdate={f}
          onStatusChange={f}
          onDelete={f}
          onReportTime={f}
          onAddComment={f}
          microTasks={{
            items: [{ id: 'm1', title: 'Шаг', completed: false, order: 1 }],
            onAdd: f,
            onToggle: f,
            onRename: f,
            onReorder: f,
            onDelete: f,
          }}
        />
      </main>,
      language,
    );
    await screen.findByRole('article');
    // jsdom has no layout, so colour contrast is checked by the end-to-end axe run in a real browser.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
