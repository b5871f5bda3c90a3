import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, type MockServer } from '@/testing/mock-server';
import { renderInLanguage } from '@/testing/render-in-language';
import { CalendarFeedSection } from './calendar-feed-section';

const CREATED = '2026-06-01T08:00:00.000Z';
const URL_ONE = `http://localhost:3000/api/calendar/${'A'.repeat(43)}.ics`;
const URL_TWO = `http://localhost:3000/api/calendar/${'B'.repeat(43)}.ics`;

let server: MockServer;

function renderSection(language: 'ru' | 'en' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInLanguage(
    <QueryClientProvider client={queryClient}>
      <CalendarFeedSection />
    </QueryClientProvider>,
    language,
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const requestsTo = (method: string) =>
  server.requests.filter(
    (request) => request.method === method && new URL(request.url).pathname === '/api/calendar-feed',
  );

beforeEach(() => {
  server = mockServer();
});

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('the calendar feed section', () => {
  it('says it is loading, then offers to turn the feed on', async () => {
    server.on('GET /api/calendar-feed', { body: { enabled: false, createdAt: null } });
    renderSection();
    expect(screen.getByRole('status').textContent).toContain('Checking the calendar feed');
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Calendar feed' })).toBeTruthy();
    expect(screen.queryByLabelText('Calendar link')).toBeNull();
  });

  it('turns on: shows the URL once, selected, with a copy button and the warning that it is shown once', async () => {
    server.on('GET /api/calendar-feed', { body: { enabled: false, createdAt: null } });
    server.on('PUT /api/calendar-feed', { body: { enabled: true, createdAt: CREATED, url: URL_ONE } });
    const { user } = renderSection();
    // After the render: the user-event setup puts its own clipboard in place.
    const copied: string[] = [];
    stubClipboard(async (text) => {
      copied.push(text);
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    const input = (await screen.findByLabelText('Calendar link')) as HTMLInputElement;
    expect(input.value).toBe(URL_ONE);
    expect(input.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByText(/it is shown only once/)).toBeTruthy();
    expect(screen.getByText(/On since June 1, 2026/)).toBeTruthy();
    expect(screen.getByText(/Google Calendar/)).toBeTruthy();
    expect(await requestsTo('PUT')[0]!.text()).toBe('{}');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(copied).toEqual([URL_ONE]);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('says when copying fails', async () => {
    server.on('GET /api/calendar-feed', { body: { enabled: false, createdAt: null } });
    server.on('PUT /api/calendar-feed', { body: { enabled: true, createdAt: CREATED, url: URL_ONE } });
    const { user } = renderSection();
    stubClipboard(async () => {
      throw new Error('denied');
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Could not copy/)).toBeTruthy();
  });

  it('never shows the URL of a feed that was turned on earlier: it says to make a new link', async () => {
    server.on('GET /api/calendar-feed', { body: { enabled: true, createdAt: CREATED } });
    renderSection();
    expect(await screen.findByText(/cannot be shown again/)).toBeTruthy();
    expect(screen.queryByLabelText('Calendar link')).toBeNull();
  });

  it('makes a new link only after a confirmation that the old one stops working', async () => {
    server.on('GET /api/calendar-feed', { body: { enabled: true, createdAt: CREATED } });
    server.on('PUT /api/calendar-feed', { body: { enabled: true, createdAt: CREATED, url: URL_TWO } });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/old link stops working/)).toBeTruthy();
    // Cancel has the focus first: Enter never confirms by accident.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo('PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'New link' }));
    await user.click(await screen.findByRole('button', { name: 'Make new link' }));
    expect(((await screen.findByLabelText('Calendar link')) as HTMLInputElement).value).toBe(URL_TWO);
    expect(requestsTo('PUT')).toHaveLength(1);
  });

  it('turns off after a confirmation, and the focus goes to "Turn on"', async () => {
    server.on('GET /api/calendar-feed', { body: { enabled: true, createdAt: CREATED } });
    // The fake network answers JSON: an empty 200 stands for the server's 204.
    server.on('DELETE /api/calendar-feed', { body: null });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(
      await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Turn off' }),
    );
    const turnOn = await screen.findByRole('button', { name: 'Turn on' });
    await waitFor(() => expect(document.activeElement).toBe(turnOn));
    expect(requestsTo('DELETE')).toHaveLength(1);
  });

  it('shows a failed read with a retry, and a failed change as an alert', async () => {
    let fail = true;
    server.on('GET /api/calendar-feed', () =>
      fail
        ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } }
        : { body: { enabled: false, createdAt: null } },
    );
    server.on('PUT /api/calendar-feed', { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } });
    const { user } = renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not find out');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not change the calendar feed');
    expect(screen.queryByLabelText('Calendar link')).toBeNull();
  });

  it('speaks Russian', async () => {
    server.on('GET /api/calendar-feed', { body: { enabled: false, createdAt: null } });
    renderSection('ru');
    expect(await screen.findByRole('button', { name: 'Включить' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Календарь' })).toBeTruthy();
  });
});
