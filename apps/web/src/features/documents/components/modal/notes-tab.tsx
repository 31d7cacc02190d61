import { Chip, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { noteDate, noteHour, sortNotesNewestFirst } from '../../../users/components/user-dialog/notes';
import { DocTextField } from './doc-text-field';
import type { DocumentFormValues } from './document-form-values';
import { useDocumentModal } from './document-modal-context';

/** Spec 2 §9: the notes area is at most 800px high. */
const notesMaxHeight = 800;

/**
 * The document's notes (spec 2 §3, §4): one new note to write on top while the document can be
 * edited (an update needs one), then the saved notes, newest first, with author, date and hour.
 */
export function NotesTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { document, isReadOnly } = useDocumentModal();
  const draftNotes = useWatch({ control, name: 'docNotes' }) ?? [];
  const newIndex = draftNotes.findIndex((note) => note.isNew);
  // The server names the notes as a whole when an update has no new note.
  const { errors } = useFormState({ control, name: 'docNotes' });
  const listError = translateFieldError(t, (errors.docNotes as { message?: string } | undefined)?.message);
  const saved = sortNotesNewestFirst((document?.docNotes ?? []).map((note) => ({ ...note, isNew: false })));
  return (
    <Stack
      spacing={1.5}
      sx={{ maxHeight: notesMaxHeight, overflowY: 'auto', paddingBlockStart: 0.5 }}
      data-testid="doc-notes"
    >
      {!isReadOnly && newIndex >= 0 ? (
        <Paper variant="outlined" sx={{ padding: 1.5 }} data-testid="doc-note-new">
          <Chip size="small" color="info" label={t('documents.notes.new')} sx={{ marginBlockEnd: 1 }} />
          <DocTextField
            name={`docNotes.${newIndex}.content`}
            label={t('documents.notes.content')}
            multiline
            minRows={2}
            maxLength={4000}
            hint={t('documents.notes.hint')}
          />
          {listError ? (
            <FormHelperText error data-testid="doc-notes-error">
              {listError}
            </FormHelperText>
          ) : null}
        </Paper>
      ) : null}
      {saved.length === 0 ? (
        <Typography color="text.secondary" data-testid="doc-notes-empty">
          {t('documents.notes.empty')}
        </Typography>
      ) : (
        <Stack
          component="ol"
          spacing={1}
          aria-label={t('documents.notes.listLabel')}
          sx={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {saved.map((note, index) => (
            <Paper
              component="li"
              variant="outlined"
              // Saved notes never change, so their place in this sorted list is stable; old data may
              // repeat an id.
              key={`${note.id}-${index}`}
              sx={{ padding: 1.5 }}
              data-testid={`doc-note-${index}`}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {t('documents.notes.byline', {
                  name: note.createdBy?.name || t('documents.unknownUser'),
                  date: `\u2068${noteDate(note)}\u2069`,
                  hour: `\u2068${noteHour(note)}\u2069`,
                })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.content}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
