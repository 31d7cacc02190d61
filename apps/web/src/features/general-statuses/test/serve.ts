import {
  defaultGeneralStatuses,
  type GeneralStatus,
  isSystemGeneralStatus,
  moveGeneralStatus,
} from '@tg/domain';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export const sampleStatuses = (): GeneralStatus[] =>
  defaultGeneralStatuses.map((value, place) => ({
    _id: `00000000-0000-4000-8000-00000000000${place + 1}`,
    value,
    index: place + 1,
    isSystem: isSystemGeneralStatus(value),
  }));

/**
 * Stubs `fetch` with a small general-status server over `statuses`: the list, create (last),
 * update (move and rename) and delete. `handler` answers first when it wants to (failures).
 * Every request is recorded.
 */
export function serve(
  statuses: GeneralStatus[] = sampleStatuses(),
  handler: (method: string, path: string, body: unknown) => Response | undefined = () => undefined,
) {
  const requests: RecordedRequest[] = [];
  let list = [...statuses];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, body });
      const answer = handler(method, path, body);
      if (answer) return answer;
      if (path === '/settings/getGeneralStatuses') return json({ generalStatuses: list });
      if (path === '/settings/createGeneralStatus') {
        const created = {
          _id: `10000000-0000-4000-8000-${String(list.length).padStart(12, '0')}`,
          value: body.status,
          index: list.length + 1,
          isSystem: false,
        };
        list = [...list, created];
        return json(created, 201);
      }
      if (path === '/settings/updateGeneralStatus') {
        list = moveGeneralStatus(
          list.map((status) =>
            status._id === body.id ? { ...status, value: body.updatedStatusName } : status,
          ),
          body.id,
          body.updatedIndex,
        );
        return json({ updatedStatuses: list });
      }
      if (path === '/settings/deleteGeneralStatus') {
        const deletedStatus = list.find((status) => status._id === body.id);
        list = moveGeneralStatus(
          list.filter((status) => status._id !== body.id),
          '',
          0,
        );
        return json({ deletedStatus, updatedStatuses: list });
      }
      return json({ error: { code: 'NOT_FOUND', message: path } }, 404);
    }),
  );
  return requests;
}

/** The toasts on screen; a dialog hides the page from assistive technology, so found by their place. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.MuiSnackbar-root .MuiAlert-root')].map(
    (alert) => alert.textContent ?? '',
  );
}
