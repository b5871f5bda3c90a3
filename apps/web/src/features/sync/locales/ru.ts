import { SYNC_INDICATOR_LABELS } from '@fokus/core';

/** Texts of the connectivity indicator (spec §4), in Russian: the state labels are the spec's own. */
export const syncRu = {
  state: {
    synced: SYNC_INDICATOR_LABELS.synced,
    syncing: SYNC_INDICATOR_LABELS.syncing,
    pending: SYNC_INDICATOR_LABELS.pending,
    offline: SYNC_INDICATOR_LABELS.offline,
  },
  pendingCount_one: '{{count}} изменение ждёт отправки',
  pendingCount_few: '{{count}} изменения ждут отправки',
  pendingCount_many: '{{count}} изменений ждут отправки',
  pendingCount_other: '{{count}} изменения ждут отправки',
  syncNow: 'Синхронизировать сейчас',
  offlineHint: 'Изменения сохранены на устройстве и отправятся, когда появится связь',
} as const;
