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

/** The text the page gave the field (React writes the server's value there as it hydrates). */
const wasTypedInto = (field: Field) =>
  field.value !== field.defaultValue &&
  !(field instanceof HTMLInputElement && /^(checkbox|radio|file)$/.test(field.type));

/**
 * Tells React the field's text changed, as typing does: its value tracker is set to the rendered
 * value through the element (which React watches), the typed text is put back past it, and the
 * input event then reads as a change.
 */
function replayTyping(field: Field, typed: string) {
  field.value = field.defaultValue;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Watches the fields under `root` until each is hydrated; answers a function that stops watching. */
export function keepTypedBeforeHydration(root: HTMLElement, now: () => number = Date.now): () => void {
  const settled = new WeakSet<Field>();
  const until = now() + watchMs;
  const check = () => {
    let waiting = 0;
    // Read every field first: the first replay re-renders the form, and a controlled field not yet
    // replayed would have its text written over by the state it does not have yet.
    const typed: [Field, string][] = [];
    for (const field of root.querySelectorAll<Field>('input, textarea')) {
      if (settled.has(field)) continue;
      if (!isHydrated(field)) {
        waiting += 1;
        continue;
      }
      settled.add(field);
      if (wasTypedInto(field)) typed.push([field, field.value]);
    }
    for (const [field, text] of typed) replayTyping(field, text);
    if (waiting === 0 || now() > until) clearInterval(timer);
  };
  const timer = setInterval(check, everyMs);
  return () => clearInterval(timer);
}
