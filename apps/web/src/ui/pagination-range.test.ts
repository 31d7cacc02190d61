import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range';

describe('ui pagination range', () => {
  it.each([
    { totalPages: 0, page: 1, expected: [] },
    { totalPages: 1, page: 1, expected: [1] },
    { totalPages: 5, page: 3, expected: [1, 2, 3, 4, 5] },
    { totalPages: 7, page: 1, expected: [1, 2, 3, 4, 5, 6, 7] },
  ])('shows every page when few ($totalPages pages)', ({ totalPages, page, expected }) => {
    expect(paginationRange({ page, totalPages })).toEqual(expected);
  });

  it.each([
    { page: 1, expected: [1, 2, 3, 4, 5, 'end-ellipsis', 10] },
    { page: 2, expected: [1, 2, 3, 4, 5, 'end-ellipsis', 10] },
    { page: 4, expected: [1, 2, 3, 4, 5, 'end-ellipsis', 10] },
  ])('current page near the start ($page): an ellipsis before the last page only', ({ page, expected }) => {
    expect(paginationRange({ page, totalPages: 10 })).toEqual(expected);
  });

  it('current page in the middle: ellipses on both sides of its neighbours', () => {
    expect(paginationRange({ page: 5, totalPages: 10 })).toEqual([
      1,
      'start-ellipsis',
      4,
      5,
      6,
      'end-ellipsis',
      10,
    ]);
    expect(paginationRange({ page: 50, totalPages: 100 })).toEqual([
      1,
      'start-ellipsis',
      49,
      50,
      51,
      'end-ellipsis',
      100,
    ]);
  });

  it.each([
    { page: 10, expected: [1, 'start-ellipsis', 6, 7, 8, 9, 10] },
    { page: 9, expected: [1, 'start-ellipsis', 6, 7, 8, 9, 10] },
    { page: 7, expected: [1, 'start-ellipsis', 6, 7, 8, 9, 10] },
  ])('current page near the end ($page): an ellipsis after the first page only', ({ page, expected }) => {
    expect(paginationRange({ page, totalPages: 10 })).toEqual(expected);
  });

  it('keeps the same number of items wherever the current page is', () => {
    const lengths = new Set(
      Array.from({ length: 30 }, (_, index) => paginationRange({ page: index + 1, totalPages: 30 }).length),
    );
    expect([...lengths]).toEqual([7]);
  });

  it('always includes the first, the current and the last page', () => {
    for (let page = 1; page <= 12; page++) {
      const items = paginationRange({ page, totalPages: 12 });
      expect(items).toContain(1);
      expect(items).toContain(page);
      expect(items).toContain(12);
    }
  });

  it('clamps a page outside the range', () => {
    expect(paginationRange({ page: 0, totalPages: 10 })).toEqual(
      paginationRange({ page: 1, totalPages: 10 }),
    );
    expect(paginationRange({ page: 99, totalPages: 10 })).toEqual(
      paginationRange({ page: 10, totalPages: 10 }),
    );
  });

  it('without neighbours (narrow screens) shows first, current and last', () => {
    expect(paginationRange({ page: 5, totalPages: 10, siblings: 0 })).toEqual([
      1,
      'start-ellipsis',
      5,
      'end-ellipsis',
      10,
    ]);
    expect(paginationRange({ page: 1, totalPages: 10, siblings: 0 })).toEqual([1, 2, 3, 'end-ellipsis', 10]);
  });
});
