import { useQueryClient } from '@tanstack/react-query';
import { documentContracts as calls, validationMessages as m } from '@tg/domain';
import type { TFunction } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../app/api-client';
import { describeError } from '../../../app/api-errors';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { createOutbox, flushOutbox, type Outbox, type OutboxUpdate } from '../task-outbox';
import { refreshDocumentReads, showTaskDoc } from './task-cache';

const outboxes = new Map<string, Outbox>();

/** Each person's own outbox in this browser: another person signing in here never sends theirs. */
export function outboxOf(userId: string): Outbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    outbox = createOutbox(window.localStorage, `tg.document-tasks.outbox.${userId}`);
    outboxes.set(userId, outbox);
  }
  return outbox;
}

/** The signed-in person's outbox and what waits in it (re-rendering as it changes). */
export function useTaskOutbox() {
  const { user } = useAuth();
  const outbox = outboxOf(user?._id ?? 'signed-out');
  const items = useSyncExternalStore(outbox.subscribe, outbox.read, outbox.read);
  return { outbox, items };
}

/** Why the server refused a card update, in the person's language. */
export function refusalText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status === 409) {
    return Object.values(error.fields).some((message) => message === m.insufficientStock)
      ? t('document-tasks.outbox.shortOfStock')
      : t('document-tasks.notices.readOnly');
  }
  return describeError(t, error);
}

export const sendTaskUpdate = (update: OutboxUpdate) => call(calls.updateFields, update);

/**
 * Sends what waits, oldest first: each answer shows on its card; an update the server refuses is
 * dropped and said why; with no connection the rest keep waiting.
 */
export function useFlushOutbox() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { outbox } = useTaskOutbox();
  return useCallback(async () => {
    let changed = false;
    const outcome = await flushOutbox(outbox, sendTaskUpdate, {
      onSent: (_item, answer) => {
        changed = true;
        showTaskDoc(queryClient, answer.doc);
      },
      onRefused: (item, error) => {
        changed = true;
        notify.error(
          t('document-tasks.outbox.refused', { docId: item.update.docId, reason: refusalText(t, error) }),
        );
      },
    });
    if (changed) await refreshDocumentReads(queryClient);
    return outcome;
  }, [notify, outbox, queryClient, t]);
}
