/**
 * The operations every change of the signed-in app is expressed as (DESIGN.md "Offline and sync"):
 * `{ id, timestamp, type, table, data }`. The encoding is core's (`operationOfChange`), shared with the
 * server that reads it back; here each change gets its UUIDv7 id and the time it was made.
 */
import { operationOfChange, type PendingOperation, type SyncChange } from '@fokus/core';
import { uuidv7 } from './uuid-v7';

/** Every change the app makes, by intent (core's SyncChange). Ids of created rows are made by the caller. */
export type Change = SyncChange;

/** The operation of a change, made now. */
export function toOperation(change: Change, now: Date = new Date()): PendingOperation {
  return operationOfChange(change, uuidv7(now.getTime()), now);
}
