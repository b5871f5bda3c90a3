import { dehydrate, QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createIndexedDbQueryStore, type PersistedQueries } from './query-persist-store';

function saved(title: string): PersistedQueries {
  const client = new QueryClient();
  client.setQueryData(['tasks', 'list', { view: 'all' }], { tasks: [{ id: 't1', title }], version: 3 });
  return { buster: 'build-1', timestamp: 1_000, state: dehydrate(client) };
}

describe('createIndexedDbQueryStore', () => {
  it('keeps one entry per user and gives each user only their own', async () => {
    const store = createIndexedDbQueryStore(new IDBFactory());
    const [a, b] = [saved('A’s task'), saved('B’s task')];
    await store.set('user-a', a);
    await store.set('user-b', b);
    expect(await store.get('user-a')).toEqual(a);
    expect(await store.get('user-b')).toEqual(b);
    expect(await store.get('user-c')).toBeUndefined();
  });

  it('keeps entries across page loads (a new connection to the same database)', async () => {
    const factory = new IDBFactory();
    const entry = saved('kept');
    await createIndexedDbQueryStore(factory).set('user-a', entry);
    expect(await createIndexedDbQueryStore(factory).get('user-a')).toEqual(entry);
  });

  it('overwrites, removes one user, and clears everyone', async () => {
    const store = createIndexedDbQueryStore(new IDBFactory());
    await store.set('user-a', saved('old'));
    await store.set('user-a', saved('new'));
    expect((await store.get('user-a'))?.state.queries[0]?.state.data).toEqual({
      tasks: [{ id: 't1', title: 'new' }],
      version: 3,
    });
    await store.set('user-b', saved('b'));
    await store.remove('user-a');
    expect(await store.get('user-a')).toBeUndefined();
    expect(await store.get('user-b')).toBeDefined();
    await store.clear();
    expect(await store.get('user-b')).toBeUndefined();
  });

  it('stores and reads nothing, without failing, where IndexedDB is missing', async () => {
    const store = createIndexedDbQueryStore(undefined);
    await expect(store.set('user-a', saved('x'))).resolves.toBeUndefined();
    await expect(store.get('user-a')).resolves.toBeUndefined();
    await expect(store.clear()).resolves.toBeUndefined();
  });

  it('resolves instead of rejecting when the database cannot be opened', async () => {
    const broken = {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const store = createIndexedDbQueryStore(broken);
    await expect(store.get('user-a')).resolves.toBeUndefined();
    await expect(store.set('user-a', saved('x'))).resolves.toBeUndefined();
  });

  it('opens the database at once when asked (start-up), and reads from that connection', async () => {
    const factory = new IDBFactory();
    const entry = saved('early');
    await createIndexedDbQueryStore(factory).set('user-a', entry);
    const opened: string[] = [];
    const open = factory.open.bind(factory);
    factory.open = (name, version) => {
      opened.push(name);
      return open(name, version);
    };
    const store = createIndexedDbQueryStore(factory, { openNow: true });
    expect(opened).toEqual(['fokus-query-cache']);
    expect(await store.get('user-a')).toEqual(entry);
    expect(opened).toHaveLength(1);
  });

  it('opening at once where the database cannot be opened still starts, and reads nothing', async () => {
    const broken = {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const store = createIndexedDbQueryStore(broken, { openNow: true });
    await expect(store.get('user-a')).resolves.toBeUndefined();
  });

  it('resolves instead of rejecting when a value cannot be stored', async () => {
    const store = createIndexedDbQueryStore(new IDBFactory());
    const unclonable = { ...saved('x'), state: { mutations: [], queries: [], extra: () => 1 } };
    await expect(store.set('user-a', unclonable as unknown as PersistedQueries)).resolves.toBeUndefined();
    expect(await store.get('user-a')).toBeUndefined();
  });
});
