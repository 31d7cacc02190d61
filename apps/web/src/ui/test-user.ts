import userEvent, {
  type Options,
  PointerEventsCheckLevel,
  type UserEvent,
} from '@testing-library/user-event';

/**
 * user-event as the web tests use it: the same events a person's pointer and keyboard cause, without
 * two costs that bought nothing here (together about a quarter of the suite's time on 2 cores).
 * - No pause between keystrokes: the default waits a macrotask after each one, so typing a 20-character
 *   value into a big form cost 20 extra renders' worth of waiting.
 * - No pointer-events check: before each click user-event asks jsdom for the computed style of the
 *   target and every ancestor, and jsdom matches every style rule against each of them. What it would
 *   catch (a click on an element styled `pointer-events: none`) our controls also say with the
 *   `disabled` attribute, which user-event still honours and the tests assert with toBeDisabled.
 */
export function setupUser(options?: Options): UserEvent {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}
