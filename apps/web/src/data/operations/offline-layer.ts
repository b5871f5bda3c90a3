/**
 * What the offline queue needs beyond the first screen, loaded on demand (`page-queue.ts`): the queue
 * itself with its codec (core's operation encoding and validation, which bring zod) and core's kind
 * descriptors, whose overlays show queued changes on top of the server's answers. A page with nothing queued paints its first
 * screen without any of it.
 */
export { operationQueue } from './browser-queue';
export { toOperation } from './operation';
export { SYNC_KINDS, changeKindOfOperation, changeOfOperation, kindOfChange } from '@fokus/core';
