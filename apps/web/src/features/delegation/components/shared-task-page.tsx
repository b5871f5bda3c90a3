import {
  parseRichTextDescription,
  richTextToPlainText,
  welcomeBannerStorageKey,
  type Attachment,
  type DelegatedTask,
} from '@fokus/core';
import { CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { readStorage, writeStorage } from '@/lib/storage';
import {
  addSharedComment,
  completeSharedTask,
  getSharedTask,
  uploadSharedAttachment,
  markSharedNotificationsRead,
  setSharedAssigneeName,
  type SharedTaskAccess,
} from '../api/shared-task';
import { AttachFileButton } from '@/components/attachments/attach-file-button';
import { AttachmentList } from '@/components/attachments/attachment-list';
import { AttachmentPreview } from '@/components/attachments/attachment-preview';
import { SharedComments } from './shared-comments';
import { WelcomeBanner } from './welcome-banner';

/** Why the page cannot show the task: a parameter missing, the link refused, or the read failed. */
export type SharedTaskProblem =
  { kind: 'missing' } | { kind: 'refused' } | { kind: 'failed'; message: string };

type PageState =
  | { kind: 'loading' }
  | { kind: 'error'; problem: SharedTaskProblem }
  | { kind: 'ready'; task: DelegatedTask };

/**
 * What the page can tell from a failure. Every refused link is the same 404 (the server does not say
 * which part is wrong), so a 404 is one message; anything else (throttled, offline, a server error)
 * is a failed read with its message.
 */
export function problemOf(error: unknown): SharedTaskProblem {
  if (error instanceof ApiError && error.status === 404) return { kind: 'refused' };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

export interface SharedTaskPageProps {
  /** From the route and the query; missing or blank → 'Insufficient access data'. */
  taskId: string | undefined;
  token: string | null | undefined;
  /** The task status as a badge (another feature's component, passed by the screen). */
  renderStatus: (status: DelegatedTask['status']) => ReactNode;
}

/**
 * The public delegated page (spec §2): a skeleton while the task loads; the error alert with its
 * checklist; or the task with the welcome banner, its card, Details and Comments tabs, 'Mark as
 * Completed' and the 'Task Progress' card. No session: only the task id and the link's token are sent.
 */
export function SharedTaskPage({ taskId, token, renderStatus }: SharedTaskPageProps) {
  const access: SharedTaskAccess | null =
    taskId?.trim() && token?.trim() ? { taskId: taskId.trim(), token: token.trim() } : null;
  if (!access) return <SharedTaskError problem={{ kind: 'missing' }} />;
  return (
    <SharedTaskView key={`${access.taskId}:${access.token}`} access={access} renderStatus={renderStatus} />
  );
}

function SharedTaskView({
  access,
  renderStatus,
}: {
  access: SharedTaskAccess;
  renderStatus: SharedTaskPageProps['renderStatus'];
}) {
  const { t, i18n } = useTranslation('delegation');
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [bannerOpen, setBannerOpen] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [preview, setPreview] = useState<Attachment | null>(null);
  const { taskId, token } = access;

  useEffect(() => {
    const controller = new AbortController();
    getSharedTask({ taskId, token }, controller.signal).then(
      (task) => {
        setState({ kind: 'ready', task });
        // The banner shows once per task and token, and only while no name is set.
        const key = welcomeBannerStorageKey(taskId, token);
        if (readStorage(key) === null && !task.assignment.assigneeName?.trim()) {
          writeStorage(key, '1');
          setBannerOpen(true);
        }
        markSharedNotificationsRead({ taskId, token }).catch((error: unknown) => {
          console.warn('Could not mark the task notifications as read', error);
        });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', problem: problemOf(error) });
      },
    );
    return () => controller.abort();
  }, [taskId, token]);

  /**
   * Runs a delegate action: its answer becomes the page; a failure shows its toast, and a refused link
   * (cancelled in the meantime) turns the page into the error state.
   */
  const act = useCallback(
    async (
      call: () => Promise<DelegatedTask>,
      texts: { success: string; failure: string },
    ): Promise<boolean> => {
      try {
        const task = await call();
        setState({ kind: 'ready', task });
        toast.success(texts.success);
        return true;
      } catch (error) {
        toast.error(texts.failure, {
          description: error instanceof Error ? error.message : undefined,
        });
        if (error instanceof ApiError && error.status === 404)
          setState({ kind: 'error', problem: { kind: 'refused' } });
        return false;
      }
    },
    [],
  );

  /** The delegate's file: sent with its progress, then the page reloads the task to list it. */
  const onUpload = useCallback(
    async (file: File, onProgress: (share: number) => void) => {
      try {
        await uploadSharedAttachment({ taskId, token }, file, onProgress);
      } catch (error) {
        toast.error(t('pageToast.uploadFailed'), { description: t('pageToast.uploadFailedText') });
        if (error instanceof ApiError && error.status === 404)
          setState({ kind: 'error', problem: { kind: 'refused' } });
        return;
      }
      toast.success(t('pageToast.uploaded'));
      try {
        setState({ kind: 'ready', task: await getSharedTask({ taskId, token }) });
      } catch {
        // The file is stored; the list shows it on the next load.
      }
    },
    [taskId, token, t],
  );

  if (state.kind === 'loading') return <SharedTaskSkeleton label={t('page.loading')} />;
  if (state.kind === 'error') return <SharedTaskError problem={state.problem} />;

  const { task } = state;
  // The assignee cannot un-complete: once either side completed it, the button stays disabled.
  const isCompleted = task.status === 'completed' || task.assignment.status === 'completed';
  const locale = i18n.language === 'en' ? 'en-GB' : 'ru-RU';
  const date = task.startDate ?? task.dueDate;
  const description = richTextToPlainText(parseRichTextDescription(task.description));

  const saveName = async (name: string) => {
    const saved = await act(() => setSharedAssigneeName(access, name), {
      success: t('pageToast.nameSaved'),
      failure: t('pageToast.nameFailed'),
    });
    if (saved) setBannerOpen(false);
    return saved;
  };
  const markCompleted = async () => {
    setCompleting(true);
    const done = await act(() => completeSharedTask(access), {
      success: t('pageToast.completed'),
      failure: t('pageToast.completeFailed'),
    });
    setCompleting(false);
    // Completed meanwhile (409 TASK_ALREADY_COMPLETED): show the task as it now is.
    if (!done)
      getSharedTask(access).then(
        (next) => setState({ kind: 'ready', task: next }),
        () => undefined,
      );
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('page.title')}</h1>
      {bannerOpen && <WelcomeBanner onSave={saveName} onDismiss={() => setBannerOpen(false)} />}
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div className="grid min-w-0 content-start gap-4">
          <section aria-labelledby="shared-task-title" className="grid gap-3 rounded-xl border bg-card p-4">
            <div className="flex flex-wrap items-start gap-2">
              <h2 id="shared-task-title" className="min-w-0 flex-1 text-xl font-semibold break-words">
                {task.title}
              </h2>
              {renderStatus(task.status)}
            </div>
            <p className="text-sm">
              <span className="text-muted-foreground">{t('page.assignedTo')}: </span>
              <span className="font-medium">{task.assignment.assigneeName ?? t('page.nobody')}</span>
            </p>
            <div className="grid justify-items-start gap-1">
              <Button
                onClick={() => void markCompleted()}
                disabled={isCompleted || completing}
                aria-describedby={isCompleted ? 'shared-task-completed-note' : undefined}
              >
                <CheckCircle2 aria-hidden="true" />
                {completing ? t('page.completing') : t('page.complete')}
              </Button>
              {isCompleted && (
                <p id="shared-task-completed-note" className="text-sm text-muted-foreground">
                  {t('page.alreadyCompleted')}
                </p>
              )}
            </div>
          </section>
          <Tabs defaultValue="details" className="grid gap-3">
            <TabsList>
              <TabsTrigger value="details">{t('page.details')}</TabsTrigger>
              <TabsTrigger value="comments">
                {t('page.comments')} ({task.comments.length})
              </TabsTrigger>
            </TabsList>
            <TabsContent value="details" className="grid gap-4 rounded-xl border bg-card p-4">
              <section className="grid gap-1">
                <h3 className="text-sm font-semibold">{t('page.description')}</h3>
                <p className="text-sm break-words whitespace-pre-wrap">
                  {description.trim() === '' ? t('page.noDescription') : description}
                </p>
              </section>
              <section className="grid gap-1">
                <h3 className="text-sm font-semibold">{t('page.date')}</h3>
                <p className="text-sm">
                  {date
                    ? new Date(`${date}T00:00:00`).toLocaleDateString(locale, { dateStyle: 'long' })
                    : t('page.noDate')}
                  {task.startTime ? `, ${task.startTime.slice(0, 5)}` : ''}
                </p>
              </section>
              <section className="grid gap-2">
                <h3 className="text-sm font-semibold">{t('page.attachments')}</h3>
                <AttachmentList attachments={task.attachments} onPreview={setPreview} />
                <AttachFileButton upload={onUpload} />
              </section>
            </TabsContent>
            <TabsContent value="comments" className="rounded-xl border bg-card p-4">
              <SharedComments
                comments={task.comments}
                locale={locale}
                onSend={(text) =>
                  act(() => addSharedComment(access, text), {
                    success: t('pageToast.commentAdded'),
                    failure: t('pageToast.commentFailed'),
                  })
                }
              />
            </TabsContent>
          </Tabs>
        </div>
        <aside
          aria-labelledby="shared-task-progress"
          className="grid content-start gap-3 rounded-xl border bg-card p-4"
        >
          <h2 id="shared-task-progress" className="font-semibold">
            {t('page.progress')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('page.progressStatus')}</dt>
            <dd>{renderStatus(task.status)}</dd>
            <dt className="text-muted-foreground">{t('page.progressAssigned')}</dt>
            <dd>
              <time dateTime={task.assignment.assignedAt}>
                {new Date(task.assignment.assignedAt).toLocaleDateString(locale, { dateStyle: 'medium' })}
              </time>
            </dd>
            <dt className="text-muted-foreground">{t('page.progressComments')}</dt>
            <dd>{task.comments.length}</dd>
            <dt className="text-muted-foreground">{t('page.progressFiles')}</dt>
            <dd>{task.attachments.length}</dd>
          </dl>
        </aside>
      </div>
      <AttachmentPreview attachment={preview} onClose={() => setPreview(null)} />
    </div>
  );
}

/** The loading state: the page's shape in grey blocks, announced as loading. */
export function SharedTaskSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-6 sm:px-6">
      <div className="h-8 w-56 animate-pulse rounded-md bg-muted" />
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div className="grid gap-3">
          <div className="h-36 animate-pulse rounded-xl bg-muted" />
          <div className="h-11 animate-pulse rounded-lg bg-muted" />
          <div className="h-48 animate-pulse rounded-xl bg-muted" />
        </div>
        <div className="h-48 animate-pulse rounded-xl bg-muted" />
      </div>
    </div>
  );
}

/** The error state: what went wrong, the checklist and 'Back to Home' (spec §2, §8). */
export function SharedTaskError({ problem }: { problem: SharedTaskProblem }) {
  const { t } = useTranslation('delegation');
  const message =
    problem.kind === 'missing'
      ? t('errors.missing')
      : problem.kind === 'refused'
        ? t('errors.refused')
        : t('errors.fetch', { message: problem.message });
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-10">
      <div role="alert" className="grid gap-3 rounded-xl border border-destructive/50 bg-destructive/5 p-5">
        <h1 className="text-lg font-semibold">{t('errors.title')}</h1>
        <p className="font-medium text-destructive">{message}</p>
        <div className="text-sm">
          <p>{t('errors.checklist')}</p>
          <ul className="mt-1 list-disc pl-5">
            <li>{t('errors.incomplete')}</li>
            <li>{t('errors.expired')}</li>
            <li>{t('errors.cancelled')}</li>
          </ul>
        </div>
      </div>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/">{t('errors.home')}</Link>
      </Button>
    </div>
  );
}
