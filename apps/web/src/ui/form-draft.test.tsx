import { act, cleanup, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFormDrafts, formDraftKey, readFormDraft, useFormDraft } from './form-draft';

interface Values {
  name: string;
  photo: string;
}

const key = formDraftKey('u1', 'product', 'p1');

function renderDraft(enabled = true) {
  return renderHook(
    ({ isEnabled }) => {
      const form = useForm<Values>({ defaultValues: { name: '', photo: '' } });
      const draft = useFormDraft({
        key,
        form,
        enabled: isEnabled,
        // Nothing kept once the name is empty again; the photo is never kept.
        toDraft: (values) => (values.name ? { name: values.name } : null),
      });
      return { form, draft };
    },
    { initialProps: { isEnabled: enabled } },
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('form drafts', () => {
  it('keeps what was typed a moment after the change, without what toDraft leaves out', () => {
    const { result } = renderDraft();
    act(() => result.current.form.setValue('name', 'שמשה'));
    act(() => result.current.form.setValue('photo', 'x.png'));
    expect(readFormDraft<Values>(key)).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(readFormDraft<Values>(key)).toEqual({ name: 'שמשה' });
  });

  it('writes at once when the page goes away, so a reload right after typing loses nothing', () => {
    const { result } = renderDraft();
    act(() => result.current.form.setValue('name', 'מראה'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readFormDraft<Values>(key)).toEqual({ name: 'מראה' });
  });

  it('removes the draft when the values are the record’s own again, and on clear', () => {
    const { result } = renderDraft();
    act(() => result.current.form.setValue('name', 'פנס'));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.form.setValue('name', ''));
    act(() => vi.advanceTimersByTime(500));
    expect(readFormDraft<Values>(key)).toBeNull();

    act(() => result.current.form.setValue('name', 'פנס'));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.draft.clear());
    expect(readFormDraft<Values>(key)).toBeNull();
  });

  it('writes nothing while disabled (a closed dialog, view mode)', () => {
    const { result } = renderDraft(false);
    act(() => result.current.form.setValue('name', 'שמשה'));
    act(() => vi.advanceTimersByTime(500));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readFormDraft<Values>(key)).toBeNull();
  });

  it('reads nothing from a damaged entry, and signing out removes every draft and only drafts', () => {
    sessionStorage.setItem(key, '{not json');
    expect(readFormDraft<Values>(key)).toBeNull();
    sessionStorage.setItem(formDraftKey('u1', 'product', 'p2'), '{"name":"x"}');
    sessionStorage.setItem(formDraftKey('u2', 'user', 'new'), '{"name":"y"}');
    sessionStorage.setItem('tg.other', 'kept');
    clearFormDrafts();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('tg.other')).toBe('kept');
  });

  it('keys drafts by person, so one person’s draft is not another’s', () => {
    expect(formDraftKey('u1', 'product', 'p1')).not.toBe(formDraftKey('u2', 'product', 'p1'));
  });
});
