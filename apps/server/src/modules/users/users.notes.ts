import { randomUUID } from 'node:crypto';
import type { Note } from '@tg/domain';

const stampFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jerusalem',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** DD/MM/YYYY and HH:mm, Israel time. */
export function noteStamp(at: Date): { date: string; hour: string } {
  const parts = Object.fromEntries(stampFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${parts.day}/${parts.month}/${parts.year}`, hour: `${parts.hour}:${parts.minute}` };
}

/**
 * Saved notes cannot change (spec 2 §4: editable only while new): whatever the form sends for
 * them is ignored and they all stay. Notes without a known id are new: stamped with their author
 * and time, then everything is sorted newest first.
 */
export function mergeNotes(
  saved: readonly Note[],
  sent: readonly { id?: string; content: string }[],
  author: { id: string; role: string; name: string },
  at: Date,
): { notes: Note[]; added: Note[] } {
  const savedIds = new Set(saved.map((note) => note.id));
  const stamp = noteStamp(at);
  const added: Note[] = sent
    .filter((note) => !note.id || !savedIds.has(note.id))
    .map((note) => ({
      id: randomUUID(),
      content: note.content,
      createdBy: { ...author, ...stamp },
      isNew: false,
    }));
  return { notes: [...added, ...saved], added };
}
