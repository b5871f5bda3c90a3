import { attachmentSchema, uploadAttachmentQuerySchema } from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, idParamsSchema, routeOperation } from '../../shared/api-operation.js';
import { deleteAttachment } from './delete-attachment.js';
import { sendAttachment } from './send-attachment.js';
import { openAttachment } from './open-attachment.js';
import { UPLOAD_RAW_BODY, UPLOAD_REFUSALS, uploadedFile, uploadFailure } from './upload-request.js';
import { UPLOAD_CONTENT_TYPE, uploadAttachment, type AttachmentsDeps } from './upload-attachment.js';

const TAG = 'attachments';

const operations = {
  upload: defineOperation({
    method: 'POST',
    url: '/api/tasks/:id/attachments',
    tag: TAG,
    summary:
      'Attach a file to an own task: the body is the file, streamed; its type is checked by content against the allowlist',
    params: idParamsSchema,
    query: uploadAttachmentQuerySchema,
    rawBody: UPLOAD_RAW_BODY,
    status: 201,
    responses: {
      201: { description: 'Stored: the attachment, also added to the task', schema: attachmentSchema },
      ...UPLOAD_REFUSALS,
    },
  }),
  download: defineOperation({
    method: 'GET',
    url: '/api/attachments/:id',
    tag: TAG,
    summary:
      "An own task's attachment, streamed: inline only for raster images and PDF, else as a download; sandboxed, never sniffed",
    params: idParamsSchema,
    responses: { 200: { description: "The file's bytes", contentType: 'application/octet-stream' } },
  }),
  remove: defineOperation({
    method: 'DELETE',
    url: '/api/attachments/:id',
    tag: TAG,
    summary: 'Remove an attachment from its task, then its file',
    params: idParamsSchema,
    responses: { 204: { description: 'Removed' } },
  }),
};

export const attachmentsModule = defineModule({
  name: 'attachments',
  operations,
  async register(app, deps) {
    // The upload's body is the file: handed to the route as the raw request stream, never buffered
    // or limited by the JSON body limit (the upload counts its own bytes against its own limit).
    app.addContentTypeParser(UPLOAD_CONTENT_TYPE, (_request, _payload, done) => done(null));
    const attachmentsDeps = (log: AttachmentsDeps['log']): AttachmentsDeps => ({
      db: deps.db,
      files: deps.files,
      now: deps.now,
      maxBytes: deps.config.attachmentMaxBytes,
      log,
    });

    routeOperation(app, operations.upload, async ({ user, params, query, request, reply }) => {
      try {
        return await uploadAttachment(attachmentsDeps(request.log), {
          taskId: params.id,
          by: { userId: user.id },
          fileName: query.name,
          ...uploadedFile(request),
        });
      } catch (error) {
        throw uploadFailure(request, reply, error);
      }
    });
    routeOperation(app, operations.download, async ({ user, params, reply }) =>
      sendAttachment(reply, await openAttachment(deps, params.id, { userId: user.id })),
    );
    routeOperation(app, operations.remove, async ({ user, params, request }) => {
      await deleteAttachment(attachmentsDeps(request.log), params.id, { userId: user.id });
      return undefined;
    });
  },
});
