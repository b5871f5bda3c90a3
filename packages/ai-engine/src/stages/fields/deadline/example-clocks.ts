// Stage fields, deadlines: the clocks the own date rules' examples are read at.
/** Monday 23 November 2026, 09:00 in +03:00. */
export const MONDAY = '2026-11-23T09:00:00+03:00';
/** Wednesday 10 March 2027, 18:30 in -05:00. */
export const WEDNESDAY_EVENING = '2027-03-10T18:30:00-05:00';
/** Saturday 13 March 2027, 10:00 UTC. */
export const SATURDAY_UTC = '2027-03-13T10:00:00Z';
