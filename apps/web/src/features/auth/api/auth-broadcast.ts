/**
 * Tells other tabs that this one signed in or out, so they refetch the session within a moment.
 * better-auth's client already announces sign-out (through a localStorage event) but not sign-in,
 * so both go through this channel; a redundant refetch is harmless.
 */
const CHANNEL_NAME = 'fokus-auth';

export type AuthChange = 'signed-in' | 'signed-out';

// One channel per tab for sending and receiving: a BroadcastChannel never receives its own messages,
// so this tab is not told about its own change.
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return channel;
}

/** Announces an auth change to every other tab of this origin. */
export function announceAuthChange(change: AuthChange): void {
  getChannel()?.postMessage(change);
}

/** Calls `onChange` when another tab announces an auth change; returns the unsubscribe function. */
export function subscribeToAuthChanges(onChange: (change: AuthChange) => void): () => void {
  const current = getChannel();
  if (!current) return () => {};
  const listener = (event: MessageEvent<unknown>) => {
    if (event.data === 'signed-in' || event.data === 'signed-out') onChange(event.data);
  };
  current.addEventListener('message', listener);
  return () => current.removeEventListener('message', listener);
}
