import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../ui/test-providers';
import { failure, serve, toastTexts } from '../test/serve';
import {
  type DocumentPdfInput,
  documentPdfTimeoutMs,
  previewUrlLifetimeMs,
  useDocumentPdf,
} from './use-document-pdf';

const doc: DocumentPdfInput = {
  category: 'priceQuote',
  docId: 12,
  userInformation: { name: 'משה כהן', userId: '123456782', phoneNumber: '050-1234567' },
  products: [{ catalogNumber: 'W-100', name: 'שמשה קדמית', price: 100, quantity: 2 }],
};

const pdfAnswer = () =>
  new Response('%PDF-1.7 test', {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });

interface FakeTab {
  opener: unknown;
  closed: boolean;
  close: () => void;
  location: { href: string };
  document: { title: string; body: { textContent: string } };
}

let tab: FakeTab;
const createObjectURL = vi.fn(() => 'blob:preview-1');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  tab = {
    opener: window,
    closed: false,
    close: vi.fn(() => {
      tab.closed = true;
    }),
    location: { href: '' },
    document: { title: '', body: { textContent: '' } },
  };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

describe('useDocumentPdf', () => {
  it('previews what the modal holds in a new tab, storing nothing, and frees the link after 60 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests = serve((method, path) =>
      method === 'POST' && path === '/doc/generatePdf' ? pdfAnswer() : undefined,
    );
    const { result } = renderHook(() => useDocumentPdf(), { wrapper });

    let opened = false;
    await act(async () => {
      opened = await result.current.preview(doc);
    });

    expect(opened).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ ...doc, isPreview: true });
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('blob:preview-1');
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: '%PDF-1.7 test'.length }));

    vi.advanceTimersByTime(previewUrlLifetimeMs - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it.each([
    [
      'a refused document (400)',
      () => failure(400, 'VALIDATION_FAILED', { category: 'validation.invalidValue' }),
      'נתוני המסמך לא תקינים',
    ],
    [
      'the PDF server failing (503)',
      () => failure(503, 'SERVICE_UNAVAILABLE'),
      'שגיאה בשרת PDF. נסה שוב מאוחר יותר',
    ],
    ['the server’s time-out (504)', () => failure(504, 'TIMEOUT'), 'הזמן המוקצב לבקשה פג. נסה שוב.'],
    ['another status', () => failure(403, 'FORBIDDEN'), 'שגיאה בשרת: 403'],
    ['an empty answer', () => new Response('', { status: 200 }), 'שגיאה ביצירת PDF'],
  ])('closes the tab and says so for %s', async (_case, answer, message) => {
    serve((_method, path) => (path === '/doc/generatePdf' ? answer() : undefined));
    const { result } = renderHook(() => useDocumentPdf(), { wrapper });

    let opened = true;
    await act(async () => {
      opened = await result.current.preview(doc);
    });

    expect(opened).toBe(false);
    expect(tab.close).toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(toastTexts()).toContain(message);
  });

  it('says the server cannot be reached when there is no connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderHook(() => useDocumentPdf(), { wrapper });
    await act(async () => {
      await result.current.preview(doc);
    });
    expect(toastTexts()).toContain('שגיאה בחיבור לשרת. בדוק שהשרת פעיל');
  });

  it('gives up after 30 seconds with the time-out message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: string, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const { result } = renderHook(() => useDocumentPdf(), { wrapper });
    let pending: Promise<boolean> = Promise.resolve(true);
    act(() => {
      pending = result.current.preview(doc);
    });
    expect(result.current.isGenerating).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(documentPdfTimeoutMs);
      expect(await pending).toBe(false);
    });
    expect(tab.close).toHaveBeenCalled();
    expect(toastTexts()).toContain('הזמן המוקצב לבקשה פג. נסה שוב.');
    expect(result.current.isGenerating).toBe(false);
  });
});
