import type { AiSuggestedTask } from '@fokus/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { pendingProposalsKey } from '../api/pending-proposals';
import { ProposalError, type Proposal } from '../api/propose-tasks';
import type { SpeechRecognitionLike } from '../hooks/use-dictation';
import { AiImportDialog, type AiImportDialogProps } from './ai-import-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/toaster', () => ({ toast }));

const REPORT: AiSuggestedTask = {
  title: 'Подготовить отчёт',
  description: 'К пятнице подготовить отчёт',
  priority: 'high',
  deadline_text: 'К пятнице',
  // 21:30 UTC on Friday is already Saturday in Moscow.
  deadline_date: '2026-11-27T21:30:00.000Z',
  category: 'работа',
  estimated_time: '1 час',
  subtasks: [
    { title: 'Набросать план', estimated_time: '10 мин', order: 2 },
    { title: 'Собрать материалы', estimated_time: '5 мин', order: 1 },
  ],
  tags: [],
  importance: 2,
  urgency: 2,
};

const MILK: AiSuggestedTask = {
  ...REPORT,
  title: 'Купить молоко',
  description: '',
  priority: 'medium',
  deadline_text: 'когда-нибудь',
  deadline_date: null,
  category: 'покупки',
  subtasks: [],
  importance: 2,
  urgency: 1,
};

function setup(props: Partial<AiImportDialogProps> = {}, language: 'ru' | 'en' = 'ru') {
  const onAccept = vi.fn(async (tasks: unknown[]) => tasks.map(() => 'created' as const));
  const onOpenChange = vi.fn();
  const propose = vi.fn(async (): Promise<Proposal> => ({
    tasks: [REPORT, MILK],
    source: 'server' as const,
  }));
  const result = renderInLanguage(
    <AiImportDialog
      open
      onOpenChange={onOpenChange}
      userId="user-1"
      language={language}
      timeZone="Europe/Moscow"
      onAccept={onAccept}
      propose={propose}
      {...props}
    />,
    language,
  );
  return { ...result, onAccept, onOpenChange, propose };
}

async function typeAndPropose(user: ReturnType<typeof setup>['user'], text = 'Отчёт к пятнице, молоко') {
  const field = await screen.findByRole('textbox', { name: 'Ваши мысли' });
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'Разобрать на задачи' }));
}

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('the AI import dialog', () => {
  it('proposes tasks with category, priority, date and steps in order; accepts the ticked ones with §5 importance/urgency', async () => {
    const { user, propose, onAccept, onOpenChange } = setup();
    await typeAndPropose(user);
    expect(propose).toHaveBeenCalledExactlyOnceWith('Отчёт к пятнице, молоко', {
      language: 'ru',
      timeZone: 'Europe/Moscow',
    });
    const report = await screen.findByRole('checkbox', { name: 'Добавить задачу «Подготовить отчёт»' });
    expect((report as HTMLInputElement).checked).toBe(true);
    const card = report.closest('li')!;
    expect((within(card).getByRole('combobox', { name: 'Категория' }) as HTMLSelectElement).value).toBe(
      'работа',
    );
    expect((within(card).getByRole('combobox', { name: 'Приоритет' }) as HTMLSelectElement).value).toBe(
      'high',
    );
    // The deadline is read as a date in the person's zone.
    expect((within(card).getByLabelText('Дата') as HTMLInputElement).value).toBe('2026-11-28');
    expect(
      [1, 2].map((n) => (within(card).getByRole('textbox', { name: `Шаг ${n}` }) as HTMLInputElement).value),
    ).toEqual(['Собрать материалы', 'Набросать план']);

    // Untick the milk, lower the report's priority, rename a step.
    await user.click(screen.getByRole('checkbox', { name: 'Добавить задачу «Купить молоко»' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Приоритет' }), 'medium');
    const step = within(card).getByRole('textbox', { name: 'Шаг 2' });
    await user.clear(step);
    await user.type(step, 'Написать план');
    await user.click(screen.getByRole('button', { name: 'Добавить 1 задачу' }));

    await waitFor(() => expect(onAccept).toHaveBeenCalledOnce());
    expect(onAccept.mock.calls[0]![0]).toEqual([
      {
        title: 'Подготовить отчёт',
        description: 'К пятнице подготовить отчёт',
        dueDate: '2026-11-28',
        importance: 2,
        urgency: 1,
        steps: [
          { title: 'Собрать материалы', estimatedMinutes: 5 },
          { title: 'Написать план', estimatedMinutes: 10 },
        ],
        category: 'работа',
      },
    ]);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast.success).toHaveBeenCalledWith('ИИ создал 1 задачу', expect.anything());
    expect(toast.error).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(pendingProposalsKey('user-1'))).toBeNull();
  });

  it('shows the working state while the AI answers, and says so when it found no tasks', async () => {
    let answer: (proposal: Proposal) => void = () => {};
    const propose = vi.fn(() => new Promise<Proposal>((resolve) => (answer = resolve)));
    const { user } = setup({ propose });
    await typeAndPropose(user);
    expect(screen.getByRole('status').textContent).toBe('Разбираю мысли на задачи…');
    await act(async () => answer({ tasks: [], source: 'server' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'В тексте не нашлось задач. Опишите подробнее, что нужно сделать.',
      ),
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it.each([
    ['unparsable', 'Не удалось разобрать ответ ИИ.'],
    ['processing', 'Не удалось обработать запрос. Попробуйте позже.'],
  ] as const)('a %s failure shows the spec text and can be retried', async (reason, text) => {
    const propose = vi
      .fn<NonNullable<AiImportDialogProps['propose']>>()
      .mockRejectedValueOnce(new ProposalError(reason))
      .mockResolvedValueOnce({ tasks: [MILK], source: 'server' });
    const { user } = setup({ propose });
    await typeAndPropose(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    await user.click(within(alert).getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('checkbox', { name: 'Добавить задачу «Купить молоко»' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the device proposed the tasks without a connection (in English too)', async () => {
    const propose = vi.fn(async (): Promise<Proposal> => ({ tasks: [MILK], source: 'device' }));
    const { user } = setup({ propose }, 'en');
    await user.type(await screen.findByRole('textbox', { name: 'Your thoughts' }), 'milk');
    await user.click(screen.getByRole('button', { name: 'Turn into tasks' }));
    expect(
      await screen.findByText('No connection: the built-in assistant on this device suggested these tasks.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add 1 task' })).toBeTruthy();
  });

  it('keeps unaccepted proposals for the same user across a remount, never for another user', async () => {
    const first = setup();
    await typeAndPropose(first.user);
    await first.user.click(await screen.findByRole('checkbox', { name: 'Добавить задачу «Купить молоко»' }));
    first.unmount();

    setup();
    expect(await screen.findByText('Черновик сохранён: эти задачи ещё не добавлены.')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Добавить задачу «Купить молоко»' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Ваши мысли' }) as HTMLTextAreaElement).value).toBe(
      'Отчёт к пятнице, молоко',
    );
    screen.getByRole('button', { name: 'Отказаться от всех' }).click();
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
    expect(window.localStorage.getItem(pendingProposalsKey('user-1'))).toBeNull();
  });

  it('another user sees none of them', async () => {
    const first = setup();
    await typeAndPropose(first.user);
    await screen.findByRole('checkbox', { name: 'Добавить задачу «Купить молоко»' });
    first.unmount();
    setup({ userId: 'user-2' });
    expect(((await screen.findByRole('textbox', { name: 'Ваши мысли' })) as HTMLTextAreaElement).value).toBe(
      '',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('a task that could not be created shows the §8 creation error and stays for another try', async () => {
    const onAccept = vi.fn(async () => ['created' as const, 'failed' as const]);
    const { user, onOpenChange } = setup({ onAccept });
    await typeAndPropose(user);
    await user.click(await screen.findByRole('button', { name: 'Добавить 2 задачи' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Ошибка создания', {
        id: 'operation-error',
        description: 'Не удалось создать задачи через ИИ. Попробуйте еще раз.',
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('ИИ создал 1 задачу', expect.anything());
    expect(screen.queryByRole('checkbox', { name: 'Добавить задачу «Подготовить отчёт»' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Добавить задачу «Купить молоко»' })).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('refuses to accept a task whose title was cleared, and nothing when none is ticked', async () => {
    const { user, onAccept } = setup();
    await typeAndPropose(user);
    const titles = await screen.findAllByRole('textbox', { name: 'Название' });
    await user.clear(titles[0]!);
    expect(screen.getByText('Введите название задачи')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Добавить 2 задачи' }));
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    expect(screen.getByText('Отметьте хотя бы одну задачу.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Добавить 0 задач' }));
    expect(onAccept).not.toHaveBeenCalled();
  });
});

describe('dictation', () => {
  let instance: (SpeechRecognitionLike & { started: boolean }) | undefined;

  beforeEach(() => {
    instance = undefined;
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      started = false;
      onresult: SpeechRecognitionLike['onresult'] = null;
      onerror: SpeechRecognitionLike['onerror'] = null;
      onend: SpeechRecognitionLike['onend'] = null;
      constructor() {
        instance = this as unknown as SpeechRecognitionLike & { started: boolean };
      }
      start() {
        this.started = true;
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  });

  afterEach(() => vi.unstubAllGlobals());

  function emit(transcript: string, isFinal: boolean) {
    act(() =>
      instance!.onresult!({
        resultIndex: 0,
        results: { length: 1, 0: Object.assign([{ transcript }], { isFinal }) },
      }),
    );
  }

  it('listens in the interface language, shows the interim text and appends the final phrase', async () => {
    const { user } = setup({}, 'en');
    const field = await screen.findByRole('textbox', { name: 'Your thoughts' });
    await user.type(field, 'Call mum.');
    await user.click(screen.getByRole('button', { name: 'Dictate' }));
    expect(instance?.lang).toBe('en-US');
    expect(instance?.interimResults).toBe(true);
    expect(screen.getByText('Listening…')).toBeTruthy();
    emit('buy mil', false);
    expect(screen.getByText('buy mil')).toBeTruthy();
    emit('buy milk', true);
    expect((field as HTMLTextAreaElement).value).toBe('Call mum. buy milk');
    expect(screen.queryByText('buy mil')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop dictation' }));
    expect(screen.getByRole('button', { name: 'Dictate' })).toBeTruthy();
  });

  it('in Russian it listens as ru-RU; a microphone refusal is explained', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Диктовать' }));
    expect(instance?.lang).toBe('ru-RU');
    act(() => instance!.onerror!({ error: 'not-allowed' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Не удалось распознать речь. Проверьте доступ к микрофону и попробуйте ещё раз.',
    );
  });

  it('has no control where the browser cannot recognise speech', async () => {
    vi.unstubAllGlobals();
    setup();
    await screen.findByRole('textbox', { name: 'Ваши мысли' });
    expect(screen.queryByRole('button', { name: 'Диктовать' })).toBeNull();
  });
});
