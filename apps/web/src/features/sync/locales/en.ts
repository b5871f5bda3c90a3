import type { Translation } from '@/lib/i18n';
import type { syncRu } from './ru';

/** Texts of the connectivity indicator, in English. */
export const syncEn: Translation<typeof syncRu> = {
  state: {
    synced: 'Synced',
    syncing: 'Syncing...',
    pending: 'Waiting to sync',
    offline: 'Offline',
  },
  pendingCount_one: '{{count}} change waiting to be sent',
  pendingCount_few: '{{count}} changes waiting to be sent',
  pendingCount_many: '{{count}} changes waiting to be sent',
  pendingCount_other: '{{count}} changes waiting to be sent',
  syncNow: 'Sync now',
  offlineHint: 'Changes are saved on this device and will be sent when you are back online',
  setAsideCount_one: '{{count}} change not sent',
  setAsideCount_few: '{{count}} changes not sent',
  setAsideCount_many: '{{count}} changes not sent',
  setAsideCount_other: '{{count}} changes not sent',
  setAsideHint:
    'The server failed to save them several times. They are kept on this device: press to send them again',
  retrySetAside: 'Send again',
};
