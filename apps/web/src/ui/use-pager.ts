import { type FormEvent, useState } from 'react';

/**
 * What both pagers (ui/pagination.tsx with MUI, ui/plain-pagination.tsx without) decide alike:
 * how many pages there are, and a move to another page, kept within them and only when it is
 * another page.
 */
export function usePager({
  page,
  pageSize,
  total,
  totalPages,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalPages?: number;
  onPageChange: (page: number) => void;
}) {
  const pageCount = Math.max(1, totalPages ?? Math.ceil(total / Math.max(1, pageSize)));
  const go = (target: number) => {
    const clamped = Math.min(Math.max(1, target), pageCount);
    if (clamped !== page) onPageChange(clamped);
  };
  return { pageCount, go };
}

/** The jump-to-page field: digits only, a page within the count, cleared once it has jumped. */
export function useJumpToPage(pageCount: number, onJump: (page: number) => void) {
  const [value, setTypedValue] = useState('');
  const target = Number(value);
  const isValid = Number.isInteger(target) && target >= 1 && target <= pageCount;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries a submit up through portals and nested forms: jumping to a page inside a dialog
    // opened from a form (the user dialog's tabs) must not also submit that form.
    event.stopPropagation();
    if (!isValid) return;
    onJump(target);
    setTypedValue('');
  };
  return {
    value,
    setValue: (typed: string) => setTypedValue(typed.replace(/\D/g, '')),
    isValid,
    /** Something typed that is not a page: shown as an error. */
    isWrong: value !== '' && !isValid,
    submit,
  };
}
