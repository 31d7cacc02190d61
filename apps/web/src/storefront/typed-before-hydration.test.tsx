import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedBeforeHydration } from './typed-before-hydration';

/** A controlled field and what its state holds, as the storefront's search fields are. */
function PlateSearch() {
  const [plate, setPlate] = useState('');
  const [note, setNote] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <input aria-label="plate" value={plate} onChange={(event) => setPlate(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output data-testid="state">{`${plate}|${note}`}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again {renders}
      </button>
    </form>
  );
}

let root: Root | undefined;
let stop = () => {};
afterEach(() => {
  stop();
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The server's markup in the page, typed into before React arrives, then hydrated. */
async function typedThenHydrated(type: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PlateSearch />);
  document.body.append(container);
  type(container);
  stop = keepTypedBeforeHydration(container);
  await act(async () => {
    root = hydrateRoot(container, <PlateSearch />);
  });
  return container;
}

const field = (container: HTMLElement, label: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`) as
    | HTMLInputElement
    | HTMLTextAreaElement;

describe('what was typed before hydration', () => {
  it('reaches the state of the field, and survives the next render', async () => {
    const container = await typedThenHydrated((page) => {
      field(page, 'plate').value = '7001234';
      field(page, 'note').value = 'שמשה סדוקה';
    });
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('7001234|שמשה סדוקה'));
    act(() => container.querySelector('button')?.click());
    expect(field(container, 'plate').value).toBe('7001234');
    expect(field(container, 'note').value).toBe('שמשה סדוקה');
  });

  it('keeps it even when the page renders again before the field is looked at', async () => {
    const container = await typedThenHydrated((page) => {
      field(page, 'plate').value = '7001234';
    });
    // The session check answering at once: React writes the field's empty state over the screen.
    act(() => container.querySelector('button')?.click());
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('7001234|'));
    expect(field(container, 'plate').value).toBe('7001234');
  });

  it('keeps what is typed while the page is being taken over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PlateSearch />);
    document.body.append(container);
    stop = keepTypedBeforeHydration(container);
    const plate = field(container, 'plate');
    plate.value = '70012';
    plate.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => {
      root = hydrateRoot(container, <PlateSearch />);
    });
    act(() => container.querySelector('button')?.click());
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('70012|'));
  });

  it('leaves fields nobody typed into as they were', async () => {
    const container = await typedThenHydrated(() => {});
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(container.querySelector('output')?.textContent).toBe('|');
  });
});
