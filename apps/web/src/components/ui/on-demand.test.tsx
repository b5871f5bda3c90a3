import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

/** The UI primitives as a page has them on load: Radix and sonner not loaded yet. */
async function freshUi() {
  vi.resetModules();
  const [onDemand, menu, alert, sheet, tooltip, toaster, theme] = await Promise.all([
    import('./on-demand'),
    import('./dropdown-menu'),
    import('./alert-dialog'),
    import('./sheet'),
    import('./tooltip'),
    import('./toaster'),
    import('@/lib/theme'),
  ]);
  return { ...onDemand, ...menu, ...alert, ...sheet, ...tooltip, ...toaster, ...theme };
}

describe('overlays whose code loads on demand', () => {
  it('a menu trigger is there and opens the menu before Radix has loaded', async () => {
    const ui = await freshUi();
    const user = userEvent.setup();
    render(
      <ui.DropdownMenu>
        <ui.DropdownMenuTrigger>Тема</ui.DropdownMenuTrigger>
        <ui.DropdownMenuContent>
          <ui.DropdownMenuRadioGroup value="light">
            <ui.DropdownMenuRadioItem value="light">Светлая</ui.DropdownMenuRadioItem>
            <ui.DropdownMenuRadioItem value="dark">Тёмная</ui.DropdownMenuRadioItem>
          </ui.DropdownMenuRadioGroup>
        </ui.DropdownMenuContent>
      </ui.DropdownMenu>,
    );
    expect(ui.radixParts.current()).toBeUndefined();
    const trigger = screen.getByRole('button', { name: 'Тема' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'Светлая' }).getAttribute('aria-checked')).toBe('true');
  });

  it('a key opens the menu before Radix has loaded, with the focus on its first item', async () => {
    const ui = await freshUi();
    const user = userEvent.setup();
    render(
      <ui.DropdownMenu>
        <ui.DropdownMenuTrigger>Статус</ui.DropdownMenuTrigger>
        <ui.DropdownMenuContent>
          <ui.DropdownMenuRadioGroup value="b">
            <ui.DropdownMenuRadioItem value="a">Ожидает</ui.DropdownMenuRadioItem>
            <ui.DropdownMenuRadioItem value="b">В работе</ui.DropdownMenuRadioItem>
          </ui.DropdownMenuRadioGroup>
        </ui.DropdownMenuContent>
      </ui.DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Статус' }).focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitemradio', { name: 'Ожидает' });
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'В работе' }));
  });

  it('a trigger that has the focus keeps it when Radix takes over', async () => {
    const ui = await freshUi();
    render(
      <ui.DropdownMenu>
        <ui.DropdownMenuTrigger>Язык</ui.DropdownMenuTrigger>
        <ui.DropdownMenuContent />
      </ui.DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Язык' }).focus();
    await act(() => ui.radixParts.load());
    const trigger = screen.getByRole('button', { name: 'Язык' });
    expect(trigger.id).not.toBe(''); // Radix's own trigger now
    expect(document.activeElement).toBe(trigger);
  });

  it('a confirmation dialog opens from its trigger before Radix has loaded', async () => {
    const ui = await freshUi();
    const user = userEvent.setup();
    render(
      <ui.AlertDialog>
        <ui.AlertDialogTrigger>Удалить</ui.AlertDialogTrigger>
        <ui.AlertDialogContent>
          <ui.AlertDialogTitle>Удалить задачу?</ui.AlertDialogTitle>
          <ui.AlertDialogDescription>Это нельзя отменить.</ui.AlertDialogDescription>
          <ui.AlertDialogCancel>Отмена</ui.AlertDialogCancel>
        </ui.AlertDialogContent>
      </ui.AlertDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('alertdialog', { name: 'Удалить задачу?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Отмена' }));
  });

  it('a controlled sheet renders nothing until it is opened, then opens', async () => {
    const ui = await freshUi();
    const sheet = (open: boolean) => (
      <ui.Sheet open={open}>
        <ui.SheetContent closeLabel="Закрыть">
          <ui.SheetTitle>Уведомления</ui.SheetTitle>
          <ui.SheetDescription>Список</ui.SheetDescription>
        </ui.SheetContent>
      </ui.Sheet>
    );
    const { rerender } = render(sheet(false));
    expect(document.body.textContent).toBe('');
    rerender(sheet(true));
    expect(await screen.findByRole('dialog', { name: 'Уведомления' })).toBeTruthy();
  });

  it('tooltips of a group arrive with Radix, and the focused link keeps the focus', async () => {
    const ui = await freshUi();
    render(
      <ui.TooltipGroup>
        <ui.WithTooltip content="Задачи">
          <a href="/app">1</a>
        </ui.WithTooltip>
        <ui.WithTooltip content="Теги">
          <a href="/tags">2</a>
        </ui.WithTooltip>
      </ui.TooltipGroup>,
    );
    expect(screen.getByRole('link', { name: '2' }).getAttribute('data-state')).toBeNull();
    screen.getByRole('link', { name: '2' }).focus();
    await vi.waitFor(() => expect(ui.radixParts.current()).toBeDefined());
    const link = await vi.waitFor(() => {
      const element = screen.getByRole('link', { name: '2' });
      expect(element.getAttribute('data-state')).not.toBeNull(); // a Radix tooltip trigger now
      return element;
    });
    expect(document.activeElement).toBe(link);
  });

  it('a toast raised before sonner has loaded is shown once it has', async () => {
    const ui = await freshUi();
    render(
      <ui.ThemeProvider>
        <ui.Toaster />
      </ui.ThemeProvider>,
    );
    ui.toast.error('Ошибка сохранения');
    expect(await screen.findByText('Ошибка сохранения')).toBeTruthy();
  });
});
