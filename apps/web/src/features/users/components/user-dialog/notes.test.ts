import type { Note } from '@tg/domain';
import { describe, expect, it } from 'vitest';
import {
  type FormNote,
  isNoteEditable,
  newNote,
  noteDate,
  noteHour,
  notesFromUser,
  notesToInput,
  sortNotesNewestFirst,
} from './notes';

const by = (date: string, hour: string) => ({ role: 'worker', name: 'Avi', id: 'w1', date, hour });
const saved = (id: string, date: string, hour: string): Note => ({
  id,
  content: `note ${id}`,
  createdBy: by(date, hour),
  isNew: false,
});

describe('users notes (spec 2 §4)', () => {
  it('a new note is editable and removable; a saved note is read-only', () => {
    expect(isNoteEditable(newNote())).toBe(true);
    const [first] = notesFromUser([saved('n1', '01/02/2025', '09:30')]);
    expect(first && isNoteEditable(first)).toBe(false);
  });

  it('sorts newest first by date and hour, new notes on top', () => {
    const fromServer = notesFromUser([
      saved('old', '01/02/2025', '09:30'),
      saved('newest', '03/02/2025', '08:00'),
      saved('same-day-later', '01/02/2025', '17:05'),
    ]);
    expect(fromServer.map((note) => note.id)).toEqual(['newest', 'same-day-later', 'old']);
    const withNew = sortNotesNewestFirst([...fromServer, newNote()]);
    expect(withNew[0]?.isNew).toBe(true);
    expect(withNew.slice(1).map((note) => note.id)).toEqual(['newest', 'same-day-later', 'old']);
  });

  it('reads ISO dates too, and shows DD/MM/YYYY and the hour', () => {
    const iso: FormNote = { id: 'x', content: 'x', isNew: false, createdBy: by('2025-02-03T08:15:00', '') };
    expect(noteDate(iso)).toBe('03/02/2025');
    expect(noteHour(iso)).toBe('08:15');
    const local: FormNote = { id: 'y', content: 'y', isNew: false, createdBy: by('3/2/2025', '8:05') };
    expect(noteDate(local)).toBe('03/02/2025');
    expect(noteHour(local)).toBe('08:05');
  });

  it('sends saved notes by id and new notes by their text', () => {
    const notes = [
      { ...newNote(), content: 'called back' },
      ...notesFromUser([saved('n1', '01/02/2025', '09:30')]),
    ];
    expect(notesToInput(notes)).toEqual([{ content: 'called back' }, { id: 'n1', content: 'note n1' }]);
  });
});
