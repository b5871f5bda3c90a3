/**
 * What a phase switch sounds and looks like outside the page: a short beep made with Web Audio (no
 * file to load) and a browser notification when the person allowed them. Both stay silent where
 * they are unsupported, denied or fail: a missing signal must never break the timer.
 */

type AudioContextClass = typeof AudioContext;

let audio: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
}

/**
 * Called from the first Start click: browsers let a page make sound only after a gesture, so the
 * audio context is created (or resumed) here; notification permission is asked here too, once.
 */
export function primePomodoroSignals(): void {
  try {
    const Context = audioContextClass();
    if (Context) {
      audio ??= new Context();
      void audio.resume();
    }
  } catch {
    audio = null;
  }
  try {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default')
      void Notification.requestPermission();
  } catch {
    // An old browser without the promise form, or a blocked request: no notifications, no harm.
  }
}

const BEEP_HZ = 880;
const BEEP_SECONDS = 0.35;

/** A short beep. */
export function playPomodoroBeep(): void {
  try {
    const Context = audioContextClass();
    if (!Context) return;
    audio ??= new Context();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = BEEP_HZ;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + BEEP_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + BEEP_SECONDS);
  } catch {
    // No sound: the page still shows the switch.
  }
}

/** A browser notification, when permission was granted. */
export function showPomodoroNotification(title: string, body: string): void {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    new Notification(title, { body, tag: 'fokus-pomodoro' });
  } catch {
    // Some mobile browsers only notify through a service worker; the beep and the page remain.
  }
}
