import { describe, expect, it, vi } from 'vitest';
import { deviceTimeZone, deviceToday } from './today';

describe("the device's today", () => {
  it("is core's today in the browser's time zone", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Asia/Vladivostok',
    });
    expect(deviceTimeZone()).toBe('Asia/Vladivostok');
    // 15:30 UTC is already the next day in Vladivostok (UTC+10).
    expect(deviceToday(new Date('2026-01-05T15:30:00Z'))).toBe('2026-01-06');
  });
});
