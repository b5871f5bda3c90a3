import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/testing/mock-server';
import { deviceTimeZone, useTimeZoneSync } from './use-time-zone-sync';

const sent = (server: ReturnType<typeof mockServer>) =>
  server.requests.filter((request) => request.url.endsWith('/api/settings/time-zone'));

describe('useTimeZoneSync', () => {
  it('sends the device’s zone once per user, and again after a failed send', async () => {
    const zone = deviceTimeZone();
    expect(zone).toBeTruthy();
    const server = mockServer({
      'PUT /api/settings/time-zone': { status: 503, body: { code: 'X', message: 'x' } },
    });
    const first = renderHook(() => useTimeZoneSync('u-tz'));
    await waitFor(() => expect(sent(server)).toHaveLength(1));
    expect(await sent(server)[0]!.json()).toEqual({ timeZone: zone });
    first.unmount();

    server.on('PUT /api/settings/time-zone', { status: 204 });
    const second = renderHook(() => useTimeZoneSync('u-tz'));
    await waitFor(() => expect(sent(server)).toHaveLength(2));
    second.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));

    // Stored as sent: the next start sends nothing; another user on the device sends theirs.
    renderHook(() => useTimeZoneSync('u-tz'));
    renderHook(() => useTimeZoneSync(null));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent(server)).toHaveLength(2);
    renderHook(() => useTimeZoneSync('u-other'));
    await waitFor(() => expect(sent(server)).toHaveLength(3));
  });
});
