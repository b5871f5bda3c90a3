/** Texts of the connectivity indicator (spec §4), in Russian: the state labels are the spec's own. */
export const syncRu = {
  state: {
    synced: 'Синхронизировано',
    syncing: 'Синхронизация...',
    pending: 'Ожидание синхронизации',
    offline: 'Офлайн',
  },
  pendingCount_one: '{{count}} изменение ждёт отправки',
  pendingCount_few: '{{count}} изменения ждут отправки',
  pendingCount_many: '{{count}} изменений ждут отправки',
  pendingCount_other: '{{count}} изменения ждут отправки',
  syncNow: 'Синхронизировать сейчас',
  offlineHint: 'Изменения сохранены на устройстве и отправятся, когда появится связь',
  setAsideCount_one: '{{count}} изменение не отправлено',
  setAsideCount_few: '{{count}} изменения не отправлены',
  setAsideCount_many: '{{count}} изменений не отправлено',
  setAsideCount_other: '{{count}} изменения не отправлены',
  setAsideHint:
    'Сервер несколько раз не смог их сохранить. Они хранятся на этом устройстве — нажмите, чтобы отправить ещё раз',
  retrySetAside: 'Отправить ещё раз',
} as const;
