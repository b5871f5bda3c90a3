import type { Translation } from '@/lib/i18n';
import type { remindersRu } from './ru';

/** Texts of reminders on this device (the settings switch), in English. */
export const remindersEn: Translation<typeof remindersRu> = {
  device: {
    label: 'Reminders on this device',
    checking: 'Checking what this browser can do…',
    unsupported: 'This browser cannot show notifications. Reminders come by e-mail.',
    denied:
      'Notifications for this site are blocked in the browser settings. While they are blocked, reminders come by e-mail.',
    off: 'Off: reminders come by e-mail.',
    on: 'On: reminders appear on this device.',
    failed: 'Could not switch it. Please try again.',
  },
};
