// The settings switch against stand-ins of the browser's APIs only (Notification, the service
// worker's pushManager) and the fake server behind fetch; the feature's own code runs as it is.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, type MockServer } from '@/testing/mock-server';
import { renderInLanguage } from '@/testing/render-in-language';
import { keyBytes } from '../api/push-device';
import { RemindersSwitch } from './reminders-switch';

const SERVER_KEY = 'BHSV2Hku0_d3s-WAqMBhXsmKFLTIw8B7iFSbVaOeVeFx3Ezjvpfz9QnHLvsO1ntQDAsMUqZGHcOX9-Yfl-XIoTE';
const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: SERVER_KEY, auth: '9sxkwVmRg5ZnxsOo4KO4Dg' },
};

/** A browser with push: its permission, its answer to the prompt, and one pushManager. */
function pushBrowser(options: {
  permission: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}) {
  let permission = options.permission;
  let current: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const subscription = {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(() => {
      current = null;
      return Promise.resolve(true);
    }),
  };
  if (options.subscribed) current = subscription;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((_options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      current = subscription;
      return Promise.resolve(subscription);
    }),
  };
  const requestPermission = vi.fn(() => {
    permission = options.answer ?? permission;
    return Promise.resolve(permission);
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      get permission() {
        return permission;
      },
      requestPermission,
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  });
  return { pushManager, subscription, requestPermission };
}

const switchControl = () => screen.getByRole('switch', { name: 'Reminders on this device' });

describe('keyBytes', () => {
  it('reads a base64url key into its 65 bytes, the first 0x04', () => {
    const bytes = keyBytes(SERVER_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Array.from(keyBytes('-_8'))).toEqual([0xfb, 0xff]);
  });
});

describe('the reminders switch', () => {
  let server: MockServer;
  beforeEach(() => {
    server = mockServer({
      'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } },
      'POST /api/push/subscriptions': { status: 204 },
      'DELETE /api/push/subscriptions': { status: 204 },
    });
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says plainly when this browser cannot show reminders, and that e-mail is used', async () => {
    renderInLanguage(<RemindersSwitch />, 'en');
    expect(
      await screen.findByText('This browser cannot show notifications. Reminders come by e-mail.'),
    ).toBeTruthy();
    expect((switchControl() as HTMLButtonElement).disabled).toBe(true);
    expect(switchControl().getAttribute('aria-checked')).toBe('false');
  });

  it('says when notifications are blocked in the browser', async () => {
    pushBrowser({ permission: 'denied' });
    renderInLanguage(<RemindersSwitch />);
    expect(await screen.findByText(/запрещены в настройках браузера/)).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for permission, subscribes with the server key and sends the subscription', async () => {
    const browser = pushBrowser({ permission: 'default', answer: 'granted' });
    const { user } = renderInLanguage(<RemindersSwitch />, 'en');
    expect(await screen.findByText('Off: reminders come by e-mail.')).toBeTruthy();
    await user.click(switchControl());
    await waitFor(() => expect(switchControl().getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByText('On: reminders appear on this device.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey)).toEqual(Array.from(keyBytes(SERVER_KEY)));
    const sent = server.requests.find((request) => request.url.endsWith('/api/push/subscriptions'));
    expect(sent?.method).toBe('POST');
    expect(await sent?.json()).toEqual(SUBSCRIPTION_JSON);
  });

  it('turns off: the server forgets the subscription, then the browser ends it', async () => {
    const browser = pushBrowser({ permission: 'granted', subscribed: true });
    const { user } = renderInLanguage(<RemindersSwitch />, 'en');
    await waitFor(() => expect(switchControl().getAttribute('aria-checked')).toBe('true'));
    await user.click(switchControl());
    await waitFor(() => expect(switchControl().getAttribute('aria-checked')).toBe('false'));
    const sent = server.requests.find((request) => request.method === 'DELETE');
    expect(await sent?.json()).toEqual({ endpoint: SUBSCRIPTION_JSON.endpoint });
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('stays off when the person dismisses the prompt, and shows a failure it could not save', async () => {
    const browser = pushBrowser({ permission: 'default' });
    const { user } = renderInLanguage(<RemindersSwitch />, 'en');
    await screen.findByText('Off: reminders come by e-mail.');
    await user.click(switchControl());
    await waitFor(() => expect(browser.requestPermission).toHaveBeenCalledOnce());
    expect(switchControl().getAttribute('aria-checked')).toBe('false');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();

    browser.requestPermission.mockResolvedValue('granted');
    server.on('POST /api/push/subscriptions', {
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: 'x' },
    });
    await user.click(switchControl());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Could not switch it. Please try again.',
    );
    expect(switchControl().getAttribute('aria-checked')).toBe('false');
  });
});
