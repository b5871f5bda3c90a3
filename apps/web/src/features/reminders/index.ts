/**
 * Reminders on this device (issue 18): the settings switch that subscribes this browser to Web Push,
 * and the time zone the server fires reminders in, sent when the device's differs from the last sent.
 * The service worker's side is `public/push-sw.js`.
 */
export { RemindersSwitch } from './components/reminders-switch';
export { useTimeZoneSync, deviceTimeZone } from './api/use-time-zone-sync';
