import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DescriptionEditor } from './description-editor';
import { renderInLanguage } from '@/testing/render-in-language';

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const paragraph = (text: string, marks?: unknown[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});

function editorBox() {
  return screen.getByRole('textbox', { name: 'Описание' });
}

describe('the description editor', () => {
  it('shows a stored document through core’s sanitiser: unknown nodes and unsafe links are dropped', () => {
    const stored = doc(
      paragraph('click me', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
      { type: 'iframe', attrs: { src: 'https://evil.example' } },
      paragraph('site', [{ type: 'link', attrs: { href: 'https://example.com', target: '_self' } }]),
    );
    renderInLanguage(<DescriptionEditor value={stored} onChange={vi.fn()} />);
    const box = editorBox();
    expect(box.textContent).toBe('click mesite');
    expect(box.querySelector('iframe')).toBeNull();
    const links = box.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('reads a plain-text description from older clients as paragraphs', () => {
    renderInLanguage(<DescriptionEditor value={'первая\nвторая'} onChange={vi.fn()} />);
    expect(Array.from(editorBox().querySelectorAll('p')).map((p) => p.textContent)).toEqual([
      'первая',
      'вторая',
    ]);
  });

  it('makes the selection bold from the toolbar and saves sanitised JSON on blur', async () => {
    const onChange = vi.fn();
    const { user } = renderInLanguage(
      <DescriptionEditor value={doc(paragraph('важно'))} onChange={onChange} />,
    );
    const box = editorBox();
    box.focus();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    const bold = screen.getByRole('button', { name: 'Жирный' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await user.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.blur(box);
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(JSON.parse(onChange.mock.calls[0]![0] as string)).toEqual({
      type: 'doc',
      content: [paragraph('важно', [{ type: 'bold' }])],
    });
  });

  it('treats Ctrl+B inside the editor as bold', async () => {
    renderInLanguage(<DescriptionEditor value={doc(paragraph('text'))} onChange={vi.fn()} />, 'en');
    const box = screen.getByRole('textbox', { name: 'Description' });
    box.focus();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(box.querySelector('strong')?.textContent).toBe('text'));
  });

  it('offers exactly the block styles of the spec: normal text and headings 1–6', () => {
    renderInLanguage(<DescriptionEditor value={null} onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Стиль абзаца' });
    expect(Array.from(select.querySelectorAll('option')).map((option) => option.textContent)).toEqual([
      'Обычный текст',
      'Заголовок 1',
      'Заголовок 2',
      'Заголовок 3',
      'Заголовок 4',
      'Заголовок 5',
      'Заголовок 6',
    ]);
    const toolbar = screen.getByRole('toolbar', { name: 'Форматирование' });
    expect(
      Array.from(toolbar.querySelectorAll('button')).map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Жирный',
      'Курсив',
      'Подчёркнутый',
      'Зачёркнутый',
      'Выделение цветом',
      'Код в строке',
      'Ссылка',
      'Маркированный список',
      'Нумерованный список',
      'Цитата',
      'Блок кода',
      'Горизонтальная линия',
      'Отменить',
      'Повторить',
    ]);
  });

  it('is one tab stop whose buttons are reached with the arrow keys', async () => {
    const { user } = renderInLanguage(<DescriptionEditor value={null} onChange={vi.fn()} />);
    const bold = screen.getByRole('button', { name: 'Жирный' });
    expect(screen.getByRole('button', { name: 'Курсив' }).getAttribute('tabindex')).toBe('-1');
    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Курсив' }));
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Горизонтальная линия');
  });

  it('refuses a link address outside core’s allowlist and adds an allowed one with rel and target', async () => {
    const onChange = vi.fn();
    const { user } = renderInLanguage(
      <DescriptionEditor value={doc(paragraph('docs'))} onChange={onChange} />,
    );
    const box = editorBox();
    box.focus();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    await user.click(screen.getByRole('button', { name: 'Ссылка' }));
    const address = await screen.findByRole('textbox', { name: 'Адрес' });
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Такой адрес нельзя использовать в ссылке');
    await user.clear(address);
    await user.type(address, 'example.com/docs{Enter}');
    await waitFor(() => expect(box.querySelector('a')?.getAttribute('href')).toBe('http://example.com/docs'));
    expect(box.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(box.querySelector('a')?.getAttribute('target')).toBe('_blank');
  });

  it('shows a description changed elsewhere without sending it back', async () => {
    const onChange = vi.fn();
    const { rerender } = renderInLanguage(
      <DescriptionEditor value={doc(paragraph('old'))} onChange={onChange} />,
    );
    rerender(<DescriptionEditor value={doc(paragraph('new'))} onChange={onChange} />);
    await waitFor(() => expect(editorBox().textContent).toBe('new'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows how much is left near the limit and saves nothing over it, saying why and keeping the text', async () => {
    const onChange = vi.fn();
    const near = doc(paragraph('x'.repeat(85_000)));
    const { unmount } = renderInLanguage(<DescriptionEditor value={near} onChange={onChange} />);
    expect(screen.getByText(`Осталось символов: ${100_000 - near.length}`)).toBeTruthy();
    unmount();

    renderInLanguage(<DescriptionEditor value={doc(paragraph('y'.repeat(100_000)))} onChange={onChange} />);
    const box = editorBox();
    expect(screen.getByRole('alert').textContent).toBe(
      'Слишком длинный текст: не больше 100000 символов. Сократите его, чтобы сохранить.',
    );
    box.focus();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(box.querySelector('strong')).not.toBeNull());
    fireEvent.blur(box);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
    expect(box.textContent).toHaveLength(100_000);
  });

  it('keeps what was written when the server refuses it, instead of the old text coming back', async () => {
    const onChange = vi.fn(() => Promise.resolve(false));
    const old = doc(paragraph('draft'));
    const { rerender } = renderInLanguage(<DescriptionEditor value={old} onChange={onChange} />);
    const box = editorBox();
    box.focus();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'b', ctrlKey: true });
    fireEvent.blur(box);
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    // The refusal makes the screen read the task again: the stored description comes back unchanged.
    rerender(<DescriptionEditor value={doc(paragraph('draft'))} onChange={onChange} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box.querySelector('strong')?.textContent).toBe('draft');
  });

  it('is read-only without a change handler', () => {
    renderInLanguage(<DescriptionEditor value={doc(paragraph('x'))} />);
    expect(editorBox().getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
