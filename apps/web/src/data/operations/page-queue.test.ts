import { PENDING_OPERATIONS_STORAGE_KEY, operationOfChange } from '@fokus/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEUE_OWNER_STORAGE_KEY } from './storage-keys';
import { uuidv7 } from './uuid-v7';

const ADA = { id: 'u1', email: 'ada@example.com', name: 'Ada' };

/** The app's operations module as a page has it on load: the queue itself not loaded yet. */
async function freshOperations() {
  vi.resetModules();
  return import('@/data/operations');
}

/** A stored "create task" operation of Ada's. */
function storeOperationOfAda(title = 'Полить цветы') {
  const now = new Date();
  const operation = operationOfChange(
    { kind: 'createTask', input: { id: uuidv7(), title, type: 'task' } },
    uuidv7(now.getTime()),
    now,
  );
  window.localStorage.setItem(PENDING_OPERATIONS_STORAGE_KEY, JSON.stringify([operation]));
  window.localStorage.setItem(QUEUE_OWNER_STORAGE_KEY, ADA.id);
}

beforeEach(() => {
  // Offline, so the loaded queue keeps what it has instead of sending it.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => vi.restoreAllMocks());

describe('the page queue before its code has loaded', () => {
  it('stands in for an empty queue: nothing queued, nothing sent, the owner kept for the queue', async () => {
    const { operationQueue, needsOfflineLayer, loadedOfflineLayer } = await freshOperations();
    operationQueue.setOwner(ADA);
    expect(operationQueue.isLoaded()).toBe(false);
    expect(loadedOfflineLayer()).toBeUndefined();
    expect(needsOfflineLayer(window.localStorage)).toBe(false);
    expect(operationQueue.getOwner()).toEqual(ADA);
    expect(operationQueue.queuedChanges()).toEqual([]);
    expect(operationQueue.removalCount()).toBe(0);
    await expect(operationQueue.whenIdle()).resolves.toBeUndefined();
    expect(operationQueue.getState()).toEqual({ pending: 0, syncing: false, online: false, setAside: 0 });
  });

  it('hands the owner, the listeners and the subscribers over when the queue loads', async () => {
    storeOperationOfAda();
    const { operationQueue, needsOfflineLayer, loadOfflineLayer, loadedOfflineLayer } =
      await freshOperations();
    // Stored operations must be read before anything is shown: main.tsx waits for this then.
    expect(needsOfflineLayer(window.localStorage)).toBe(true);
    operationQueue.setOwner(ADA);
    const subscriber = vi.fn();
    operationQueue.subscribe(subscriber);
    const settled = vi.fn();
    operationQueue.onSettled(settled);

    const layer = await loadOfflineLayer();
    expect(operationQueue.isLoaded()).toBe(true);
    expect(loadedOfflineLayer()).toBe(layer);
    expect(needsOfflineLayer(window.localStorage)).toBe(false);
    expect(layer.operationQueue.getOwner()).toEqual(ADA);
    expect(operationQueue.queuedChanges().map(({ change }) => change.kind)).toEqual(['createTask']);
    expect(operationQueue.getState()).toEqual({ pending: 1, syncing: false, online: false, setAside: 0 });
    expect(subscriber).toHaveBeenCalled();
  });

  it('loads the queue when another tab stores an operation, so this page shows it too', async () => {
    const { operationQueue } = await freshOperations();
    operationQueue.setOwner(ADA);
    storeOperationOfAda('Из другой вкладки');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: PENDING_OPERATIONS_STORAGE_KEY,
        newValue: window.localStorage.getItem(PENDING_OPERATIONS_STORAGE_KEY),
      }),
    );
    await vi.waitFor(() => expect(operationQueue.isLoaded()).toBe(true));
    expect(operationQueue.queuedChanges()).toHaveLength(1);
  });

  it('loads the queue for the first change, then stores and shows it', async () => {
    const { operationQueue, executeChange } = await freshOperations();
    operationQueue.setOwner(ADA);
    const optimistic = vi.fn();
    const outcome = await executeChange(
      { kind: 'createTask', input: { id: uuidv7(), title: 'Первая задача', type: 'task' } },
      { optimistic },
    );
    expect(outcome).toEqual({ status: 'queued' });
    expect(operationQueue.isLoaded()).toBe(true);
    expect(optimistic).toHaveBeenCalledTimes(1);
    expect(operationQueue.queuedChanges()).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(PENDING_OPERATIONS_STORAGE_KEY)!)).toHaveLength(1);
  });
});
