import { type DocCategory, type DocFieldUpdates, updateDocFieldsRequestSchema } from '@tg/domain';
import { ApiError } from '../../app/api-client';

/** One card update as updateItemByFields takes it. */
export interface OutboxUpdate {
  category: DocCategory;
  docId: number;
  fields: DocFieldUpdates;
  allowNegativeStock?: boolean;
}

/** An update taken with no connection, waiting to be sent. */
export interface QueuedUpdate {
  id: string;
  update: OutboxUpdate;
  /** ISO time it was queued. */
  queuedAt: string;
}

/**
 * The updates an installer or storekeeper made while the server could not be reached, in the
 * order they were made, kept in the browser's storage so a reload or a closed tab loses none.
 */
export interface Outbox {
  /** The waiting updates, oldest first (the same array until the queue changes). */
  read(): readonly QueuedUpdate[];
  add(update: OutboxUpdate): QueuedUpdate;
  remove(id: string): void;
  subscribe(listener: () => void): () => void;
}

const empty: readonly QueuedUpdate[] = Object.freeze([]);

/** A stored entry that still reads as an update the server takes; anything else is dropped. */
function isQueuedUpdate(value: unknown): value is QueuedUpdate {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<QueuedUpdate>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.queuedAt === 'string' &&
    updateDocFieldsRequestSchema.safeParse(entry.update).success
  );
}

export function createOutbox(storage: Storage, key: string): Outbox {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cached: readonly QueuedUpdate[] = empty;

  const read = (): readonly QueuedUpdate[] => {
    let raw: string | null = null;
    try {
      raw = storage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cached = Array.isArray(parsed) ? parsed.filter(isQueuedUpdate) : empty;
    } catch {
      cached = empty;
    }
    return cached;
  };

  const write = (items: readonly QueuedUpdate[]) => {
    if (items.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(items));
    for (const listener of [...listeners]) listener();
  };

  return {
    read,
    add(update) {
      const item: QueuedUpdate = {
        id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
        update,
        queuedAt: new Date().toISOString(),
      };
      write([...read(), item]);
      return item;
    },
    remove(id) {
      const items = read();
      if (items.some((item) => item.id === id)) write(items.filter((item) => item.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The call got no answer: the request never reached the server, or the phone says it is offline.
 * An answer, even an error, means the server is there.
 */
export function isNetworkFailure(error: unknown, online: boolean = globalThis.navigator?.onLine ?? true) {
  if (!online) return true;
  if (error instanceof ApiError) return error.status === 0;
  return error instanceof TypeError;
}

/** 4xx answers about the moment, not the update: an ended session, a timeout, too many calls. */
const notAboutTheUpdate = [401, 408, 429];

/**
 * The server refused the update itself (4xx): sending it again would be refused again. An ended
 * session or a busy server is not a refusal: the update waits for the next try.
 */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !notAboutTheUpdate.includes(error.status)
  );
}

export interface FlushHandlers<A> {
  onSent?: (item: QueuedUpdate, answer: A) => void;
  onRefused?: (item: QueuedUpdate, error: unknown) => void;
}

/**
 * How a flush ended: all sent (or refused), stopped for want of a connection, or stopped on a
 * server failure (5xx) to try later, keeping the order.
 */
export type FlushOutcome = 'done' | 'offline' | 'failed';

const running = new WeakMap<Outbox, Promise<FlushOutcome>>();

/**
 * Sends the waiting updates one at a time, oldest first. A sent one leaves the queue; one the
 * server refuses (4xx) leaves it too and is reported; with no connection or a server failure the
 * rest wait, in order. One flush at a time per outbox: a second call joins the running one.
 */
export function flushOutbox<A>(
  outbox: Outbox,
  send: (update: OutboxUpdate) => Promise<A>,
  handlers: FlushHandlers<A> = {},
): Promise<FlushOutcome> {
  const current = running.get(outbox);
  if (current) return current;
  const flush = (async (): Promise<FlushOutcome> => {
    for (let item = outbox.read()[0]; item; item = outbox.read()[0]) {
      try {
        const answer = await send(item.update);
        outbox.remove(item.id);
        handlers.onSent?.(item, answer);
      } catch (error) {
        if (isRefusal(error)) {
          outbox.remove(item.id);
          handlers.onRefused?.(item, error);
          continue;
        }
        return isNetworkFailure(error) ? 'offline' : 'failed';
      }
    }
    return 'done';
  })().finally(() => running.delete(outbox));
  running.set(outbox, flush);
  return flush;
}
