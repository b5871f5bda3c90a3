/** The part of the Web Locks API the timer uses. */
export interface PomodoroLocks {
  request(name: string, callback: () => Promise<void> | void): Promise<unknown>;
}
