import type { Translation } from '@/lib/i18n';
import type { calendarFeedRu } from './ru';

export const calendarFeedEn: Translation<typeof calendarFeedRu> = {
  title: 'Calendar feed',
  loading: 'Checking the calendar feed…',
  loadError: 'Could not find out whether the calendar feed is on.',
  retry: 'Try again',
  off: 'See your dated tasks in Google Calendar, Apple Calendar or Thunderbird: turn on a private calendar link and subscribe to it.',
  turnOn: 'Turn on',
  onSince: 'On since {{date}}',
  howTo:
    'Subscribe by URL: in Google Calendar, “Other calendars” → “From URL”; in Apple Calendar, “File” → “New Calendar Subscription”; in Thunderbird, “New Calendar” → “On the Network”. Calendars refresh subscriptions on their own, usually every few hours.',
  urlLabel: 'Calendar link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it yourself.',
  shownOnce: 'Copy the link now: it is shown only once. Do not share it — it shows your tasks.',
  hidden: 'The link was shown when it was made and cannot be shown again. If it is lost, make a new one.',
  newLink: 'New link',
  newLinkTitle: 'Make a new link?',
  newLinkDescription: 'The old link stops working at once, and calendars subscribed to it stop updating.',
  newLinkConfirm: 'Make new link',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off the calendar feed?',
  turnOffDescription: 'The link stops working, and calendars subscribed to it stop updating.',
  turnOffConfirm: 'Turn off',
  cancel: 'Cancel',
  actionError: 'Could not change the calendar feed. Please try again.',
};
