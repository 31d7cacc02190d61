/**
 * What a visitor types into a server-rendered page before React has taken it over (ADR 0032).
 *
 * React leaves a field's text alone while hydrating, but the component's state still holds what the
 * server rendered (usually nothing), so the next render (the session check answering, a query
 * arriving) would write that back and wipe what was typed: a plate typed the moment the page
 * appeared would vanish. Once a field is hydrated, this hands its text to React as the input event
 * it missed, so the state catches up with the screen.
 */

/** How long fields are watched for hydration: the slowest phone's page is hydrated well before. */
const watchMs = 20_000;
const everyMs = 100;

type Field = HTMLInputElement | HTMLTextAreaElement;

/** React marks each element it has taken over with its props, under a key of its own. */
const isHydrated = (field: Field) => Object.keys(field).some((key) => key.startsWith('__reactProps$'));

/** A field one types text into (not a box to tick, a file or a button). */
const isTextField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    !/^(checkbox|radio|file|submit|reset|button|image|hidden)$/.test(target.type));

/**
 * Tells React the field holds `typed`, as typing does: its value tracker is set to the rendered
 * value through the element (which React watches), the typed text is put (back) past it, and the
 * input event then reads as a change.
 */
function replayTyping(field: Field, typed: string) {
  field.value = field.defaultValue;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Watches the fields under `root` until each is hydrated; answers a function that stops watching.
 * What was typed is recorded as it is typed (and, for text typed before this ran, read from the
 * markup), not read back once the field is hydrated: by then a render may already have written the
 * field's empty state over it.
 */
export function keepTypedBeforeHydration(root: HTMLElement, now: () => number = Date.now): () => void {
  const settled = new WeakSet<Field>();
  const typed = new Map<Field, string>();
  // The markup's own value is the field's default: anything else there was typed before this ran.
  for (const field of root.querySelectorAll('input, textarea'))
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  const onInput = (event: Event) => {
    if (isTextField(event.target) && !settled.has(event.target)) typed.set(event.target, event.target.value);
  };
  root.addEventListener('input', onInput, true);

  const until = now() + watchMs;
  const stop = () => {
    clearInterval(timer);
    root.removeEventListener('input', onInput, true);
  };
  const check = () => {
    let waiting = 0;
    const hydrated: [Field, string][] = [];
    for (const field of root.querySelectorAll<Field>('input, textarea')) {
      if (settled.has(field)) continue;
      if (!isHydrated(field)) {
        waiting += 1;
        continue;
      }
      settled.add(field);
      const text = typed.get(field);
      if (text !== undefined) hydrated.push([field, text]);
    }
    for (const [field, text] of hydrated) replayTyping(field, text);
    if (waiting === 0 || now() > until) stop();
  };
  const timer = setInterval(check, everyMs);
  return stop;
}
