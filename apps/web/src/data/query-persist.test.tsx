import {
  dehydrate,
  IsRestoringProvider,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import {
  PERSIST_MAX_AGE_MS,
  persistQueries,
  readPersistedQueries,
  shouldPersistQuery,
  usePersistedQueries,
} from './query-persist';
import type { PersistedQueries, PersistedQueryStore } from './query-persist-store';
import { mvdAnswer } from '@/testing/tasks';

const BUSTER = 'build-1';

/** An in-memory store with the same contract as the IndexedDB one. */
function memoryStore(entries: Record<string, PersistedQueries> = {}) {
  const map = new Map(Object.entries(entries));
  const store: PersistedQueryStore = {
    get: vi.fn(async (userId: string) => map.get(userId)),
    set: vi.fn(async (userId: string, value: PersistedQueries) => void map.set(userId, value)),
    remove: vi.fn(async (userId: string) => void map.delete(userId)),
    clear: vi.fn(async () => map.clear()),
  };
  return { store, map };
}

/** A saved cache holding one task list, as `persistQueries` writes it. */
function savedEntry(title: string, { buster = BUSTER, timestamp = Date.now() } = {}): PersistedQueries {
  const client = new QueryClient();
  client.setQueryData(
    ['tasks', 'list', { view: 'all' }],
    { tasks: [{ id: 't1', title }], version: 1 },
    { updatedAt: timestamp },
  );
  return { buster, timestamp, state: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }) };
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('which queries are kept on the device', () => {
  it('keeps successful task, MVD, strategy and notification queries only', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['tasks', 'list', {}], { tasks: [] });
    client.setQueryData(['tasks', 'detail', 't1'], { id: 't1' });
    client.setQueryData(['mvd'], mvdAnswer([]));
    client.setQueryData(['strategies'], []);
    client.setQueryData(['notifications', { unreadOnly: false }], []);
    client.setQueryData(['client-config'], { auth: {} });
    client.setQueryData(['session'], { user: { id: 'u1' } });
    await client
      .prefetchQuery({ queryKey: ['tasks', 'broken'], queryFn: () => Promise.reject(new Error('x')) })
      .catch(() => undefined);
    const kept = client
      .getQueryCache()
      .getAll()
      .filter(shouldPersistQuery)
      .map((query) => query.queryHash);
    expect(kept.sort()).toEqual([
      '["mvd"]',
      '["notifications",{"unreadOnly":false}]',
      '["strategies"]',
      '["tasks","detail","t1"]',
      '["tasks","list",{}]',
    ]);
  });
});

describe('persistQueries', () => {
  it('writes the user data queries after a burst of changes, once, under the user id', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const { store, map } = memoryStore();
    persistQueries(client, store, 'user-a', { buster: BUSTER, throttleMs: 500, now: () => 42 });
    client.setQueryData(['tasks', 'list', {}], { tasks: [{ id: 't1' }] });
    client.setQueryData(['mvd'], mvdAnswer(['t1']));
    client.setQueryData(['client-config'], { secret: 'not user data' });
    expect(store.set).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(store.set).toHaveBeenCalledOnce();
    const entry = map.get('user-a')!;
    expect(entry.buster).toBe(BUSTER);
    expect(entry.timestamp).toBe(42);
    expect(entry.state.queries.map((query) => query.queryKey)).toEqual([['tasks', 'list', {}], ['mvd']]);
  });

  it('does not write for changes of other queries', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const { store } = memoryStore();
    persistQueries(client, store, 'user-a', { buster: BUSTER, throttleMs: 500 });
    client.setQueryData(['client-config'], {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.set).not.toHaveBeenCalled();
  });

  it('writes at once when the page is hidden (a reload or a closed tab right after a change)', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const { store } = memoryStore();
    persistQueries(client, store, 'user-a', { buster: BUSTER, throttleMs: 60_000 });
    client.setQueryData(['tasks', 'list', {}], { tasks: [] });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(store.set).toHaveBeenCalledOnce();
  });

  it('drops a waiting write when stopped, so nothing is written after sign-out', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const { store } = memoryStore();
    const stop = persistQueries(client, store, 'user-a', { buster: BUSTER, throttleMs: 500 });
    client.setQueryData(['tasks', 'list', {}], { tasks: [] });
    stop();
    await vi.advanceTimersByTimeAsync(1_000);
    client.setQueryData(['tasks', 'list', {}], { tasks: [{ id: 'later' }] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.set).not.toHaveBeenCalled();
  });
});

describe('readPersistedQueries', () => {
  it('gives back a cache written by this build within the last 7 days', async () => {
    const entry = savedEntry('Fresh', { timestamp: 1_000 });
    const { store } = memoryStore({ 'user-a': entry });
    const state = await readPersistedQueries(store, 'user-a', {
      buster: BUSTER,
      now: () => 1_000 + PERSIST_MAX_AGE_MS,
    });
    expect(state?.queries[0]?.state.data).toEqual({ tasks: [{ id: 't1', title: 'Fresh' }], version: 1 });
  });

  it('discards and deletes a cache written by another build', async () => {
    const { store, map } = memoryStore({ 'user-a': savedEntry('Old', { buster: 'build-0' }) });
    expect(await readPersistedQueries(store, 'user-a', { buster: BUSTER })).toBeUndefined();
    expect(map.has('user-a')).toBe(false);
  });

  it('discards and deletes a cache older than 7 days', async () => {
    const { store, map } = memoryStore({ 'user-a': savedEntry('Stale', { timestamp: 1_000 }) });
    const state = await readPersistedQueries(store, 'user-a', {
      buster: BUSTER,
      now: () => 1_001 + PERSIST_MAX_AGE_MS,
    });
    expect(state).toBeUndefined();
    expect(map.has('user-a')).toBe(false);
  });

  it('treats a malformed entry or a failing store as no cache', async () => {
    const { store } = memoryStore({
      'user-a': { buster: BUSTER, timestamp: Date.now() } as PersistedQueries,
    });
    expect(await readPersistedQueries(store, 'user-a', { buster: BUSTER })).toBeUndefined();
    const failing = { ...store, get: () => Promise.reject(new Error('broken')) };
    expect(await readPersistedQueries(failing, 'user-a', { buster: BUSTER })).toBeUndefined();
  });
});

/** The task list as a screen reads it; counts its fetches. */
function TaskTitles({ fetchTasks }: { fetchTasks: () => Promise<{ tasks: { title: string }[] }> }) {
  const { data, fetchStatus } = useQuery({
    queryKey: ['tasks', 'list', { view: 'all' }],
    queryFn: fetchTasks,
  });
  return (
    <div>
      <p data-testid="fetch-status">{fetchStatus}</p>
      <ul>
        {data?.tasks.map((task) => (
          <li key={task.title}>{task.title}</li>
        ))}
      </ul>
    </div>
  );
}

interface HarnessProps {
  client: QueryClient;
  store: PersistedQueryStore;
  userId: string | null;
  isSignedOut?: boolean;
  children?: ReactNode;
}

function Harness({ client, store, userId, isSignedOut = false, children }: HarnessProps) {
  const isRestoring = usePersistedQueries({ client, store, userId, isSignedOut, buster: BUSTER });
  return <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>;
}

function renderWith(client: QueryClient, props: Omit<HarnessProps, 'client'>) {
  const ui = (next: Omit<HarnessProps, 'client'>) => (
    <QueryClientProvider client={client}>
      <Harness client={client} {...next} />
    </QueryClientProvider>
  );
  const result = render(ui(props));
  return { ...result, rerenderWith: (next: Omit<HarnessProps, 'client'>) => result.rerender(ui(next)) };
}

describe('usePersistedQueries', () => {
  it('shows the signed-in user’s saved tasks without fetching them again while they are fresh', async () => {
    const { store } = memoryStore({ 'user-a': savedEntry('Saved task') });
    const client = createQueryClient();
    const fetchTasks = vi.fn(async () => ({ tasks: [{ title: 'From the server' }] }));
    renderWith(client, { store, userId: 'user-a', children: <TaskTitles fetchTasks={fetchTasks} /> });
    // Had the list fetched before the restore, it would have started empty and asked the server.
    expect(await screen.findByText('Saved task')).toBeTruthy();
    expect(fetchTasks).not.toHaveBeenCalled();
    expect(store.get).toHaveBeenCalledWith('user-a');
  });

  it('shows saved tasks while offline; the fetch of stale data waits for the network', async () => {
    const hourAgo = Date.now() - 60 * 60 * 1000;
    const { store } = memoryStore({ 'user-a': savedEntry('Offline task', { timestamp: hourAgo }) });
    const client = createQueryClient();
    const fetchTasks = vi.fn(async () => ({ tasks: [{ title: 'From the server' }] }));
    onlineManager.setOnline(false);
    renderWith(client, { store, userId: 'user-a', children: <TaskTitles fetchTasks={fetchTasks} /> });
    expect(await screen.findByText('Offline task')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('fetch-status').textContent).toBe('paused'));
    expect(fetchTasks).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('From the server')).toBeTruthy();
    expect(fetchTasks).toHaveBeenCalledOnce();
  });

  it('never shows one user’s saved tasks to another user', async () => {
    const { store } = memoryStore({ 'user-a': savedEntry('A’s secret') });
    const client = createQueryClient();
    const fetchTasks = vi.fn(async () => ({ tasks: [{ title: 'B’s task' }] }));
    renderWith(client, { store, userId: 'user-b', children: <TaskTitles fetchTasks={fetchTasks} /> });
    expect(await screen.findByText('B’s task')).toBeTruthy();
    expect(screen.queryByText('A’s secret')).toBeNull();
    expect(store.get).toHaveBeenCalledWith('user-b');
    expect(store.get).not.toHaveBeenCalledWith('user-a');
  });

  it('saves what the user loads, under their id', async () => {
    const { store, map } = memoryStore();
    const client = createQueryClient();
    const fetchTasks = vi.fn(async () => ({ tasks: [{ title: 'Loaded' }] }));
    renderWith(client, { store, userId: 'user-a', children: <TaskTitles fetchTasks={fetchTasks} /> });
    expect(await screen.findByText('Loaded')).toBeTruthy();
    await waitFor(() => expect(map.get('user-a')?.state.queries).toHaveLength(1), { timeout: 3_000 });
    expect(map.get('user-a')?.state.queries[0]?.state.data).toEqual({ tasks: [{ title: 'Loaded' }] });
  });

  it('on sign-out deletes every saved cache and drops the user’s data from memory', async () => {
    const { store, map } = memoryStore({ 'user-a': savedEntry('A’s task') });
    const client = createQueryClient();
    const view = renderWith(client, { store, userId: 'user-a' });
    await waitFor(() => expect(client.getQueryData(['tasks', 'list', { view: 'all' }])).toBeDefined());
    client.setQueryData(['client-config'], { kept: true });
    view.rerenderWith({ store, userId: null, isSignedOut: true });
    await waitFor(() => expect(store.clear).toHaveBeenCalled());
    expect(map.size).toBe(0);
    expect(client.getQueryData(['tasks', 'list', { view: 'all' }])).toBeUndefined();
    expect(client.getQueryData(['client-config'])).toEqual({ kept: true });
  });

  it('drops the previous user’s data from memory when another user signs in', async () => {
    const { store } = memoryStore({ 'user-a': savedEntry('A’s task') });
    const client = createQueryClient();
    const view = renderWith(client, { store, userId: 'user-a' });
    await waitFor(() => expect(client.getQueryData(['tasks', 'list', { view: 'all' }])).toBeDefined());
    view.rerenderWith({ store, userId: 'user-b' });
    await waitFor(() => expect(client.getQueryData(['tasks', 'list', { view: 'all' }])).toBeUndefined());
  });

  it('reports restoring until the saved cache is read, and not at all without a user', async () => {
    const { store } = memoryStore();
    const client = createQueryClient();
    const { result, rerender } = renderHook(
      ({ userId }: { userId: string | null }) =>
        usePersistedQueries({ client, store, userId, isSignedOut: false, buster: BUSTER }),
      { initialProps: { userId: null as string | null } },
    );
    expect(result.current).toBe(false);
    rerender({ userId: 'user-a' });
    expect(result.current).toBe(true);
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('does nothing without a store (tests, browsers without IndexedDB)', () => {
    const client = createQueryClient();
    const { result } = renderHook(() =>
      usePersistedQueries({ client, store: undefined, userId: 'user-a', isSignedOut: false, buster: BUSTER }),
    );
    expect(result.current).toBe(false);
  });
});
