// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordTapsBeforeHydration, replayTapOnceHydrated } from './tap-before-hydration';

/** What React leaves on an element it has taken over. */
const hydrate = (element: Element) => Object.assign(element, { __reactProps$test: {} });

let root: HTMLElement;
let clock = 0;
const now = () => clock;

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  root = document.createElement('div');
  root.innerHTML = `
    <button type="button" data-testid="sign-in">sign in</button>
    <form><button type="submit" data-testid="search">search</button></form>`;
  document.body.append(root);
});

afterEach(() => {
  replayTapOnceHydrated(now)();
  root.remove();
  vi.useRealTimers();
});

const button = (id: string) => root.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement;

describe('a tap on a button before the page comes alive', () => {
  it('presses the button again once React has taken it over', () => {
    recordTapsBeforeHydration(root, now);
    button('sign-in').click();
    const pressed = vi.fn();
    replayTapOnceHydrated(now);
    vi.advanceTimersByTime(200);
    button('sign-in').addEventListener('click', pressed);
    vi.advanceTimersByTime(200);
    expect(pressed).not.toHaveBeenCalled();
    hydrate(button('sign-in'));
    vi.advanceTimersByTime(100);
    expect(pressed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('forgets a tap more than ten seconds old by the time the button is alive', () => {
    recordTapsBeforeHydration(root, now);
    button('sign-in').click();
    const pressed = vi.fn();
    button('sign-in').addEventListener('click', pressed);
    pressed.mockClear();
    replayTapOnceHydrated(now);
    clock = 11_000;
    hydrate(button('sign-in'));
    vi.advanceTimersByTime(100);
    expect(pressed).not.toHaveBeenCalled();
  });

  it("leaves a form's button to the browser, which submits the form without JavaScript", () => {
    recordTapsBeforeHydration(root, now);
    const form = root.querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    button('search').click();
    const pressed = vi.fn();
    button('search').addEventListener('click', pressed);
    replayTapOnceHydrated(now);
    hydrate(button('search'));
    vi.advanceTimersByTime(200);
    expect(pressed).not.toHaveBeenCalled();
  });
});
