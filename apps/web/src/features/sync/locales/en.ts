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
};
