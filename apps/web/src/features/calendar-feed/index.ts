/** The private calendar feed (issue 18): its state, turning it on with a new link, turning it off. */
export { CalendarFeedSection } from './components/calendar-feed-section';
