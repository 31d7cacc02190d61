/**
 * A tap on a button of a server-rendered page before React has taken it over (ADR 0032). Until
 * then the button has no handler and the tap does nothing: "sign in" or the menu tapped the
 * moment the page appeared would have to be tapped again. The entry records the last such tap
 * from the start (storefront/main.tsx); once that button is hydrated it is pressed again.
 * Links and form buttons need no help: without JavaScript the browser follows and submits them.
 */

/**
 * A tap older than this is no longer what the visitor is waiting for; the button is watched for
 * hydration until then (the slowest phone's page is hydrated well before).
 */
const freshMs = 10_000;
const everyMs = 50;

let lastTap: { button: HTMLButtonElement; at: number } | undefined;
let stopRecording: (() => void) | undefined;

/** React marks each element it has taken over with its props, under a key of its own. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Records taps on plain buttons under `root` (not on links or a form's buttons), the last one kept. */
export function recordTapsBeforeHydration(root: HTMLElement, now: () => number = Date.now): void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || isHydrated(button)) return;
    lastTap = { button, at: now() };
  };
  root.addEventListener('click', onClick, true);
  stopRecording = () => root.removeEventListener('click', onClick, true);
}

/**
 * Stops recording and presses the last tapped button again once React has taken it over, if the
 * tap is recent and the button still on the page; answers a function that stops waiting.
 */
export function replayTapOnceHydrated(now: () => number = Date.now): () => void {
  stopRecording?.();
  stopRecording = undefined;
  const tap = lastTap;
  lastTap = undefined;
  if (!tap) return () => undefined;
  const timer = setInterval(() => {
    if (!tap.button.isConnected || now() - tap.at > freshMs) {
      clearInterval(timer);
      return;
    }
    if (!isHydrated(tap.button)) return;
    clearInterval(timer);
    tap.button.click();
  }, everyMs);
  return () => clearInterval(timer);
}
