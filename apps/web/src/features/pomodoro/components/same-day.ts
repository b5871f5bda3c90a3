/** True when the instant `iso` falls on the same calendar day as `day`, in this device's time zone. */
export function isSameDay(iso: string, day: Date): boolean {
  const at = new Date(iso);
  return (
    at.getFullYear() === day.getFullYear() &&
    at.getMonth() === day.getMonth() &&
    at.getDate() === day.getDate()
  );
}
