import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { createOutbox, flushOutbox, isNetworkFailure, type OutboxUpdate } from './task-outbox';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const done = (docId: number): OutboxUpdate => ({
  category: 'workCard',
  docId,
  fields: { 'generalStatus.status': 'בוצע' },
  allowNegativeStock: false,
});
const offline = () => new ApiError(0, 'NETWORK', 'The server cannot be reached');

describe('task outbox', () => {
  it('keeps updates in order in storage, so a new outbox on the same key (a reload) reads them', () => {
    const storage = memoryStorage();
    const outbox = createOutbox(storage, 'outbox.a');
    outbox.add(done(1));
    outbox.add({ category: 'workCard', docId: 2, fields: { installerNotes: 'סולם' } });

    const reloaded = createOutbox(storage, 'outbox.a');
    expect(reloaded.read().map((item) => item.update.docId)).toEqual([1, 2]);
    expect(createOutbox(storage, 'outbox.b').read()).toEqual([]);
    // The same list while nothing changed (React reads it on every render).
    expect(reloaded.read()).toBe(reloaded.read());
  });

  it('drops stored entries that are not updates the server takes, and survives broken storage text', () => {
    const storage = memoryStorage();
    storage.setItem(
      'k',
      JSON.stringify([
        { id: 'x', queuedAt: '2026-01-01T00:00:00Z', update: { category: 'nope', docId: 1, fields: {} } },
        { id: 'y', queuedAt: '2026-01-01T00:00:00Z', update: done(3) },
      ]),
    );
    expect(
      createOutbox(storage, 'k')
        .read()
        .map((item) => item.id),
    ).toEqual(['y']);
    storage.setItem('k', '{not json');
    expect(createOutbox(storage, 'k').read()).toEqual([]);
  });

  it('tells listeners when the queue changes', () => {
    const outbox = createOutbox(memoryStorage(), 'k');
    const listener = vi.fn();
    const stop = outbox.subscribe(listener);
    const item = outbox.add(done(1));
    outbox.remove(item.id);
    stop();
    outbox.add(done(2));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('sends oldest first; with no connection the rest wait in order', async () => {
    const outbox = createOutbox(memoryStorage(), 'k');
    outbox.add(done(1));
    outbox.add(done(2));
    outbox.add(done(3));
    const sent: number[] = [];
    const outcome = await flushOutbox(outbox, async (update) => {
      if (update.docId === 2) throw offline();
      sent.push(update.docId);
      return update.docId;
    });
    expect(outcome).toBe('offline');
    expect(sent).toEqual([1]);
    expect(outbox.read().map((item) => item.update.docId)).toEqual([2, 3]);

    const answers: number[] = [];
    expect(
      await flushOutbox(outbox, async (update) => update.docId, {
        onSent: (_item, answer) => answers.push(answer),
      }),
    ).toBe('done');
    expect(answers).toEqual([2, 3]);
    expect(outbox.read()).toEqual([]);
  });

  it('drops an update the server refuses (4xx), reports it and goes on; a server failure stops', async () => {
    const outbox = createOutbox(memoryStorage(), 'k');
    outbox.add(done(1));
    outbox.add(done(2));
    outbox.add(done(3));
    const refused: number[] = [];
    const outcome = await flushOutbox(
      outbox,
      async (update) => {
        if (update.docId === 1) throw new ApiError(404, 'NOT_FOUND', 'gone');
        if (update.docId === 3) throw new ApiError(500, 'INTERNAL', 'boom');
        return update.docId;
      },
      { onRefused: (item) => refused.push(item.update.docId) },
    );
    expect(outcome).toBe('failed');
    expect(refused).toEqual([1]);
    expect(outbox.read().map((item) => item.update.docId)).toEqual([3]);
  });

  it('keeps an update when the session ended or the server is busy (401, 429): it is not refused', async () => {
    for (const status of [401, 429]) {
      const outbox = createOutbox(memoryStorage(), 'k');
      outbox.add(done(1));
      const refused = vi.fn();
      const outcome = await flushOutbox(
        outbox,
        async () => {
          throw new ApiError(status, 'X', 'x');
        },
        { onRefused: refused },
      );
      expect(outcome, String(status)).toBe('failed');
      expect(refused).not.toHaveBeenCalled();
      expect(outbox.read()).toHaveLength(1);
    }
  });

  it('runs one flush at a time: a second call joins the first and nothing is sent twice', async () => {
    const outbox = createOutbox(memoryStorage(), 'k');
    outbox.add(done(1));
    const send = vi.fn(async (update: OutboxUpdate) => update.docId);
    await Promise.all([flushOutbox(outbox, send), flushOutbox(outbox, send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('counts no answer, or a phone that says it is offline, as a network failure', () => {
    expect(isNetworkFailure(offline(), true)).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isNetworkFailure(new ApiError(500, 'INTERNAL', 'x'), false)).toBe(true);
    expect(isNetworkFailure(new ApiError(500, 'INTERNAL', 'x'), true)).toBe(false);
    expect(isNetworkFailure(new ApiError(403, 'FORBIDDEN', 'x'), true)).toBe(false);
  });
});
