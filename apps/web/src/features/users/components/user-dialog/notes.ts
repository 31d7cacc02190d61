import type { Note } from '@tg/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * A note as the form holds it. Saved notes keep their id and author and are read-only (their text
 * cannot change on the server); a new note has no id and stays editable and removable until saved.
 */
export interface FormNote {
  id?: string;
  content: string;
  isNew: boolean;
  createdBy?: Note['createdBy'];
}

/** Spec 2 §4: only new (unsaved) notes may be edited or removed. */
export function isNoteEditable(note: FormNote): boolean {
  return note.isNew && !note.id;
}

const dateFormats = ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'];

function parseNoteDate(createdBy: Note['createdBy'] | undefined): dayjs.Dayjs | null {
  if (!createdBy?.date) return null;
  const strict = dayjs(createdBy.date, dateFormats, true);
  const date = strict.isValid() ? strict : dayjs(createdBy.date);
  if (!date.isValid()) return null;
  const [hours, minutes] = (createdBy.hour ?? '').split(':').map(Number);
  // An ISO date-time already carries its time; a plain date takes the hour field.
  if (/T\d/.test(createdBy.date) || hours === undefined || Number.isNaN(hours)) return date;
  return date
    .hour(hours)
    .minute(Number.isNaN(minutes ?? Number.NaN) ? 0 : (minutes ?? 0))
    .second(0);
}

/** When a saved note was written, in epoch milliseconds (0 when unknown). */
export function noteTime(note: FormNote): number {
  return parseNoteDate(note.createdBy)?.valueOf() ?? 0;
}

/** The note's date as DD/MM/YYYY, whatever form the server gave it in. */
export function noteDate(note: FormNote): string {
  const date = parseNoteDate(note.createdBy);
  return date ? date.format('DD/MM/YYYY') : (note.createdBy?.date ?? '');
}

/** The note's hour as HH:mm. */
export function noteHour(note: FormNote): string {
  const hour = note.createdBy?.hour;
  if (hour && /^\d{1,2}:\d{2}/.test(hour)) return hour.slice(0, hour.indexOf(':') + 3).padStart(5, '0');
  const date = parseNoteDate(note.createdBy);
  return date && /T\d/.test(note.createdBy?.date ?? '') ? date.format('HH:mm') : (hour ?? '');
}

/**
 * Newest first (spec 2 §4): new notes above saved ones (they are the newest), saved ones by their
 * date and hour. The sort is stable, so notes of the same minute keep the server's order.
 */
export function sortNotesNewestFirst(notes: readonly FormNote[]): FormNote[] {
  const fresh = notes.filter((note) => isNoteEditable(note));
  const saved = notes
    .map((note, index) => ({ note, index }))
    .filter(({ note }) => !isNoteEditable(note))
    .sort((a, b) => noteTime(b.note) - noteTime(a.note) || a.index - b.index)
    .map(({ note }) => note);
  return [...fresh, ...saved];
}

/** The record's notes for the form: all saved, newest first. */
export function notesFromUser(notes: readonly Note[]): FormNote[] {
  return sortNotesNewestFirst(
    notes.map((note) => ({ id: note.id, content: note.content, isNew: false, createdBy: note.createdBy })),
  );
}

/** A new empty note, put on top. */
export function newNote(): FormNote {
  return { content: '', isNew: true };
}

/** What the API takes: saved notes by id (their text is the server's), new notes by their text. */
export function notesToInput(notes: readonly FormNote[]): { id?: string; content: string }[] {
  return notes.map((note) =>
    isNoteEditable(note) ? { content: note.content } : { id: note.id, content: note.content },
  );
}
