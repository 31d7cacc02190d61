import { type BusinessDocument, documentContracts as calls, type ShareLink } from '@tg/domain';
import { useEffect, useState } from 'react';
import { call } from '../../../../app/api-client';

export type ShareLinkState =
  | { status: 'loading' }
  | { status: 'ready'; link: ShareLink }
  | { status: 'failed'; error: unknown };

/** A link as the customer opens it: the whole address, from wherever this app is served. */
export function absoluteLink(url: string): string {
  return new URL(url, window.location.origin).href;
}

/**
 * The 7-day link to the document's original PDF (POST /api/doc/shareLink), asked for once each
 * time the share dialog opens: every link handed out is in the document's activity log.
 */
export function useShareLink(document: Pick<BusinessDocument, 'category' | 'docId'>): ShareLinkState {
  const [state, setState] = useState<ShareLinkState>({ status: 'loading' });
  const { category, docId } = document;
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    call(calls.shareLink, { category, docId }, { signal: controller.signal }).then(
      (link) => {
        if (!controller.signal.aborted)
          setState({ status: 'ready', link: { ...link, url: absoluteLink(link.url) } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [category, docId]);
  return state;
}
