import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi } from '../support/auth';

/** Creates a task through the API (seeding, not the flow under test). */
async function seedTask(request: APIRequestContext, baseURL: string, title: string) {
  const response = await request.post('/api/tasks', { data: { title }, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
}

/** The list row's open button of a task (its accessible name carries the title). */
function row(page: Page, title: string) {
  return page.getByRole('button', { name: `Открыть задачу «${title}»`, exact: true });
}

/** Waits until the service worker is active and controls this page (it claims open pages at once). */
async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
}

/** Titles of the tasks kept in the device's query cache (IndexedDB), for any user. */
function persistedTaskTitles(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('fokus-query-cache');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('caches')) return resolve([]);
          const all = db.transaction('caches').objectStore('caches').getAll();
          all.onerror = () => resolve([]);
          all.onsuccess = () => {
            const titles: string[] = [];
            for (const entry of all.result as { state: { queries: { state: { data: unknown } }[] } }[]) {
              for (const query of entry.state.queries) {
                const tasks = (query.state.data as { tasks?: { title: string }[] } | undefined)?.tasks;
                for (const task of tasks ?? []) titles.push(task.title);
              }
            }
            db.close();
            resolve(titles);
          };
        };
      }),
  );
}

/** Whether the SW's cache holds the shell (index.html and at least one chunk). */
function precachedShell(page: Page): Promise<{ index: boolean; chunks: number }> {
  return page.evaluate(async () => {
    const keys = await caches.keys();
    let index = false;
    let chunks = 0;
    for (const key of keys) {
      const cache = await caches.open(key);
      for (const request of await cache.keys()) {
        const { pathname } = new URL(request.url);
        if (pathname === '/index.html') index = true;
        if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) chunks += 1;
        if (pathname.startsWith('/api/')) throw new Error(`an API answer was cached: ${request.url}`);
      }
    }
    return { index, chunks };
  });
}

test.describe('PWA', () => {
  test('manifests in ru and en; the page links the one of its language and switches with it', async ({
    page,
    request,
  }) => {
    for (const lang of ['ru', 'en'] as const) {
      const response = await request.get(`/manifest.${lang}.webmanifest`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        name: 'Fokus',
        short_name: 'Fokus',
        lang,
        start_url: '/app',
        scope: '/',
        display: 'standalone',
      });
      const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of icons) {
        const image = await request.get(icon.src);
        expect(image.status()).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
      }
    }
    const [ru, en] = await Promise.all(
      ['ru', 'en'].map(
        async (lang) =>
          (await (await request.get(`/manifest.${lang}.webmanifest`)).json()) as { description: string },
      ),
    );
    expect(ru!.description).toMatch(/сосредоточиться/);
    expect(en!.description).toMatch(/focus/);

    await page.goto('/auth');
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute('href', '/manifest.ru.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0d1019');
    await page.getByRole('button', { name: 'Язык' }).click();
    await page
      .getByRole('menuitemradio', { name: 'English' })
      .or(page.getByRole('menuitem', { name: 'English' }))
      .click();
    await expect(link).toHaveAttribute('href', '/manifest.en.webmanifest');
    // A reload in English starts with the English manifest too.
    await page.reload();
    await expect(link).toHaveAttribute('href', '/manifest.en.webmanifest');
  });

  test('the service worker controls the page after the first load and precaches the shell, never /api', async ({
    page,
  }) => {
    await page.goto('/auth');
    await waitForServiceWorkerControl(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    await expect.poll(() => precachedShell(page), { timeout: 15_000 }).toMatchObject({ index: true });
    expect((await precachedShell(page)).chunks).toBeGreaterThan(5);
  });

  test('offline, a reload of /app shows the app shell and the task list loaded before', async ({
    page,
    baseURL,
  }) => {
    // The shell and the saved list are ready (see the worker tests and web unit tests), but an
    // offline start still counts as signed out: the auth feature treats an unreachable session check
    // as "no session" and sends the user to /auth. Enable once it keeps the last session offline.
    test.setTimeout(90_000);
    await signUpViaApi(page.context().request, baseURL!);
    await seedTask(page.context().request, baseURL!, 'Купить хлеб');
    await seedTask(page.context().request, baseURL!, 'Позвонить маме');
    await page.goto('/app');
    await expect(row(page, 'Купить хлеб')).toBeVisible();
    await expect(row(page, 'Позвонить маме')).toBeVisible();
    await waitForServiceWorkerControl(page);
    await expect
      .poll(() => persistedTaskTitles(page), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['Купить хлеб', 'Позвонить маме']));

    await page.context().setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Задачи' })).toBeVisible();
    await expect(row(page, 'Купить хлеб')).toBeVisible();
    await expect(row(page, 'Позвонить маме')).toBeVisible();

    // A page of the app never opened before also starts offline: the shell answers every navigation.
    await page.goto('/priorities');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().setOffline(false);
  });

  test('page loads ask the network first, so a new deploy shows on the next online load', async ({
    page,
    context,
  }) => {
    await page.goto('/auth');
    await waitForServiceWorkerControl(page);
    await expect.poll(() => precachedShell(page), { timeout: 15_000 }).toMatchObject({ index: true });

    // A "new deploy": the server's index.html now carries a marker the precached copy does not have.
    // The route sees the service worker's own fetch, i.e. the page load went to the network.
    const documentFetches: { fromServiceWorker: boolean }[] = [];
    await context.route(
      (url) => url.pathname === '/auth',
      async (route) => {
        documentFetches.push({ fromServiceWorker: route.request().serviceWorker() !== null });
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '<title>',
          '<meta name="fokus-deploy" content="2" /><title>',
        );
        await route.fulfill({ response, body });
      },
    );
    const online = await page.reload();
    expect(online?.fromServiceWorker()).toBe(true);
    await expect(page.locator('meta[name="fokus-deploy"]')).toHaveAttribute('content', '2');
    expect(documentFetches).toEqual([{ fromServiceWorker: true }]);
    await expect(page.getByRole('heading', { name: 'Вход в Fokus' })).toBeVisible();

    // Offline, the precached index.html (the deploy the worker installed) answers instead.
    await context.unrouteAll();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Вход в Fokus' })).toBeVisible();
    await expect(page.locator('meta[name="fokus-deploy"]')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a screen whose chunk is gone after a deploy reloads the page once instead of failing', async ({
    browser,
  }) => {
    // Without the worker, so the chunk request reaches the network (where the old chunk is gone).
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Вход в Fokus' })).toBeVisible();

    let refused = 0;
    await context.route(/\/assets\/not-found-screen-[^/]+\.js$/, async (route) => {
      if (refused > 0) return route.fallback();
      refused += 1;
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"NOT_FOUND"}' });
    });
    const reloaded = page.waitForEvent('load');
    // A client-side navigation to a screen that loads on demand.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await reloaded;
    expect(refused).toBe(1);
    await expect(page.getByRole('heading', { level: 1, name: /404/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Произошла ошибка' })).toHaveCount(0);
    await context.close();
  });
});
