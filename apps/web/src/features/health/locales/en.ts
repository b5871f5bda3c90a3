import type { Translation } from '@/lib/i18n';
import type { healthRu } from './ru';

/** The health panel's texts in English: water, a stretch and an eyes rest — gentle, no scores. */
export const healthEn: Translation<typeof healthRu> = {
  title: 'Health',
  description: 'Small kindnesses for today. Tick what worked out — no scores, no streaks.',
  water: 'Water',
  waterCount_one: '{{count}} glass',
  waterCount_few: '{{count}} glasses',
  waterCount_many: '{{count}} glasses',
  waterCount_other: '{{count}} glasses',
  waterGuide: 'About {{guide}} a day is a common guide, if it helps.',
  waterAdd: 'Add a glass of water',
  waterRemove: 'Take away a glass of water',
  stretch: 'Stretch: stand up and move a little',
  stretchHint: 'A couple of minutes of moving helps bring attention back.',
  eyes: 'Eyes rest',
  eyesTip: 'The 20-20-20 rule: every 20 minutes, look at something 20 feet (6 m) away for 20 seconds.',
};
