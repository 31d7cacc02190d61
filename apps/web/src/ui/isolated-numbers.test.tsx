import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IsolatedNumbers } from './isolated-numbers';

afterEach(cleanup);

describe('numbers inside right-to-left text', () => {
  it('isolates each time range, date and phone number to read left to right, and keeps the words', () => {
    const { container } = render(
      <p dir="rtl">
        <IsolatedNumbers text={'א׳–ה׳ 08:00–17:00\nו׳ 08:00 - 12:00, טל׳ 03-900-0000, עד 12/03/2026'} />
      </p>,
    );
    const isolated = [...container.querySelectorAll('bdi')].map((node) => [
      node.getAttribute('dir'),
      node.textContent,
    ]);
    expect(isolated).toEqual([
      ['ltr', '08:00–17:00'],
      ['ltr', '08:00 - 12:00'],
      ['ltr', '03-900-0000'],
      ['ltr', '12/03/2026'],
    ]);
    expect(container.textContent).toBe('א׳–ה׳ 08:00–17:00\nו׳ 08:00 - 12:00, טל׳ 03-900-0000, עד 12/03/2026');
  });
});
