// Delegation (issue 17, spec §2, §4, §6): the owner delegates a task by a secret link and cancels it;
// the delegate, who has no account, reads the task and comments, gives a name, completes it and marks
// its notifications read through public routes that accept only the task id and the token.
import {
  addCommentInputSchema,
  delegatedTaskListResponseSchema,
  attachmentSchema,
  delegatedTaskSchema,
  delegatedTokenQuerySchema,
  delegatedUploadQuerySchema,
  delegateTaskInputSchema,
  delegateTaskResponseSchema,
  emptyDelegateBodySchema,
  setAssigneeNameInputSchema,
  taskResponseSchema,
} from '@fokus/core';
import { z } from 'zod';
import { defineModule } from '../../shared/api-module.js';
import {
  defineOperation,
  idParamsSchema,
  routeOperation,
  routePublicOperation,
  taskIdParamsSchema,
} from '../../shared/api-operation.js';
import { openAttachment } from '../attachments/open-attachment.js';
import { sendAttachment } from '../attachments/send-attachment.js';
import { UPLOAD_CONTENT_TYPE } from '../attachments/upload-attachment.js';
import {
  UPLOAD_RAW_BODY,
  UPLOAD_REFUSALS,
  uploadedFile,
  uploadFailure,
} from '../attachments/upload-request.js';
import { descriptionText } from '../tasks/description.js';
import { attachDelegateFile } from './attach-delegate-file.js';
import { addDelegateComment } from './add-delegate-comment.js';
import { completeDelegatedTask } from './complete-delegated-task.js';
import { markDelegatedNotificationsRead } from './mark-delegated-notifications-read.js';
import { readDelegatedTask } from './read-delegated-task.js';
import { setDelegateName } from './set-delegate-name.js';
import { cancelDelegation } from './cancel-delegation.js';
import { delegateTask } from './delegate-task.js';
import { delegatedLinkGuard } from './delegated-link-guard.js';
import { delegationEmailLanguage, sendDelegationEmail } from './send-delegation-email.js';
import { findDelegatedTask } from './find-delegated-task.js';
import { listDelegatedTasks } from './list-delegated-tasks.js';

const TAG = 'delegation';

/** A delegated task's attachment: both ids checked as UUIDs. */
const sharedAttachmentParamsSchema = z.object({ taskId: z.uuid(), attachmentId: z.uuid() });

const DENIED =
  'NOT_FOUND: the same answer, byte for byte, for a missing, empty, repeated or wrong token, a token of another task, a revoked (cancelled or replaced) token, an unknown, deleted or malformed task id, and a task that is not delegated';
const THROTTLED =
  'RATE_LIMITED: too many refused attempts from this client address; Retry-After says how many seconds to wait';

/** The answers every public route may give besides its own. */
const publicFailures = {
  404: { description: DENIED },
  429: { description: THROTTLED },
} as const;

const operations = {
  delegate: defineOperation({
    method: 'POST',
    url: '/api/tasks/:id/delegation',
    tag: TAG,
    summary:
      'Delegate a task (a new token; a previous link stops working) and hand the e-mail to the mailer after the commit',
    params: idParamsSchema,
    body: delegateTaskInputSchema,
    responses: {
      201: {
        description:
          'The task, the link (the only answer holding the token) and whether the e-mail was queued; when not, the web copies the link',
        schema: delegateTaskResponseSchema,
      },
    },
  }),
  cancel: defineOperation({
    method: 'DELETE',
    url: '/api/tasks/:id/delegation',
    tag: TAG,
    summary: 'Cancel the delegation: no assignment, not delegated, the link refused from now on',
    params: idParamsSchema,
    responses: { 200: { description: 'The task', schema: taskResponseSchema } },
  }),
  list: defineOperation({
    method: 'GET',
    url: '/api/delegated-tasks',
    tag: TAG,
    summary: "The owner's delegated tasks, most recently delegated first",
    responses: { 200: { description: 'Delegated tasks', schema: delegatedTaskListResponseSchema } },
  }),
  read: defineOperation({
    method: 'GET',
    url: '/api/shared-tasks/:taskId',
    tag: TAG,
    access: 'public',
    summary: 'The delegated task through its link (no session): `?token=` is the link’s token',
    params: taskIdParamsSchema,
    query: delegatedTokenQuerySchema,
    responses: {
      200: { description: 'What the delegate may see of the task', schema: delegatedTaskSchema },
      ...publicFailures,
    },
  }),
  comment: defineOperation({
    method: 'POST',
    url: '/api/shared-tasks/:taskId/comments',
    tag: TAG,
    access: 'public',
    summary: "The delegate's comment; the owner is notified",
    params: taskIdParamsSchema,
    query: delegatedTokenQuerySchema,
    body: addCommentInputSchema,
    responses: {
      201: { description: 'The task with the comment', schema: delegatedTaskSchema },
      ...publicFailures,
    },
  }),
  setName: defineOperation({
    method: 'PUT',
    url: '/api/shared-tasks/:taskId/assignee-name',
    tag: TAG,
    access: 'public',
    summary: "The delegate's own name on the assignment; the owner is notified",
    params: taskIdParamsSchema,
    query: delegatedTokenQuerySchema,
    body: setAssigneeNameInputSchema,
    responses: {
      200: { description: 'The task with the name', schema: delegatedTaskSchema },
      ...publicFailures,
    },
  }),
  complete: defineOperation({
    method: 'POST',
    url: '/api/shared-tasks/:taskId/complete',
    tag: TAG,
    access: 'public',
    summary:
      'Mark the delegated task completed: task and assignment in one transaction; the owner is notified',
    params: taskIdParamsSchema,
    query: delegatedTokenQuerySchema,
    body: emptyDelegateBodySchema,
    responses: {
      200: { description: 'The completed task', schema: delegatedTaskSchema },
      409: { description: 'TASK_ALREADY_COMPLETED: the task or the assignment is already completed' },
      ...publicFailures,
    },
  }),
  attach: defineOperation({
    method: 'POST',
    url: '/api/shared-tasks/:taskId/attachments',
    tag: TAG,
    access: 'public',
    summary:
      "The delegate's file, streamed through the owner's type and size checks (`?token=&name=`); the owner is notified",
    params: taskIdParamsSchema,
    query: delegatedUploadQuerySchema,
    rawBody: UPLOAD_RAW_BODY,
    status: 201,
    responses: {
      201: { description: 'Stored: the attachment, also added to the task', schema: attachmentSchema },
      ...UPLOAD_REFUSALS,
      ...publicFailures,
    },
  }),
  download: defineOperation({
    method: 'GET',
    url: '/api/shared-tasks/:taskId/attachments/:attachmentId',
    tag: TAG,
    access: 'public',
    summary:
      "An attachment of the delegated task through the link (`?token=`), with the owner's download headers",
    params: sharedAttachmentParamsSchema,
    query: delegatedTokenQuerySchema,
    responses: {
      200: { description: "The file's bytes", contentType: 'application/octet-stream' },
      ...publicFailures,
    },
  }),
  readNotifications: defineOperation({
    method: 'POST',
    url: '/api/shared-tasks/:taskId/notifications/read',
    tag: TAG,
    access: 'public',
    summary: "Mark the task's notifications read (the page treats a failure as a warning)",
    params: taskIdParamsSchema,
    query: delegatedTokenQuerySchema,
    body: emptyDelegateBodySchema,
    responses: { 204: { description: 'Read' }, ...publicFailures },
  }),
};

export const delegationModule = defineModule({
  name: 'delegation',
  operations,
  async register(app, deps) {
    const guarded = delegatedLinkGuard(deps.now);
    // The delegate's upload body is the file, handed over as the raw stream (as in modules/attachments).
    app.addContentTypeParser(UPLOAD_CONTENT_TYPE, (_request, _payload, done) => done(null));

    routeOperation(app, operations.delegate, async ({ user, params, body, request }) => {
      const { task, link } = await delegateTask(deps, user, params.id, body);
      const url = `${deps.config.publicUrl}${link}`;
      const emailQueued = await sendDelegationEmail(deps.mailer, request.log, {
        task,
        url,
        assignerName: user.name || user.email,
        language: await delegationEmailLanguage(deps.db, user.id, body.language),
        taskDescription: descriptionText(task.description),
      });
      return { task, link, url, emailQueued };
    });
    routeOperation(app, operations.cancel, ({ user, params }) => cancelDelegation(deps, user.id, params.id));
    routeOperation(app, operations.list, ({ user }) => listDelegatedTasks(deps, user.id));

    routePublicOperation(app, operations.read, ({ params, query, request, reply }) =>
      guarded(request, reply, () => readDelegatedTask(deps, { taskId: params.taskId, token: query.token })),
    );
    routePublicOperation(app, operations.comment, ({ params, query, body, request, reply }) =>
      guarded(request, reply, () =>
        addDelegateComment(deps, { taskId: params.taskId, token: query.token }, body.text),
      ),
    );
    routePublicOperation(app, operations.setName, ({ params, query, body, request, reply }) =>
      guarded(request, reply, () =>
        setDelegateName(deps, { taskId: params.taskId, token: query.token }, body.name),
      ),
    );
    routePublicOperation(app, operations.complete, ({ params, query, request, reply }) =>
      guarded(request, reply, async () => {
        const answer = await completeDelegatedTask(deps, { taskId: params.taskId, token: query.token });
        // A task its delegate completed wants no reminder any more.
        await deps.reminders.rescheduleTask(params.taskId);
        return answer;
      }),
    );
    routePublicOperation(app, operations.attach, ({ params, query, request, reply }) =>
      guarded(request, reply, async () => {
        try {
          return await attachDelegateFile(
            {
              db: deps.db,
              files: deps.files,
              now: deps.now,
              maxBytes: deps.config.attachmentMaxBytes,
              log: request.log,
            },
            { taskId: params.taskId, token: query.token },
            {
              fileName: query.name,
              ...uploadedFile(request),
            },
          );
        } catch (error) {
          throw uploadFailure(request, reply, error);
        }
      }),
    );
    routePublicOperation(app, operations.download, ({ params, query, request, reply }) =>
      guarded(request, reply, async () => {
        await findDelegatedTask(deps.db, params.taskId, query.token);
        const opened = await openAttachment(deps, params.attachmentId, 'delegate', params.taskId);
        // Like every answer of the link: kept by no cache, as its URL holds the token.
        return sendAttachment(reply, opened, { cacheControl: 'no-store' });
      }),
    );
    routePublicOperation(app, operations.readNotifications, ({ params, query, request, reply }) =>
      guarded(request, reply, async () => {
        await markDelegatedNotificationsRead(deps, { taskId: params.taskId, token: query.token });
        return undefined;
      }),
    );
  },
});
