import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isNoteEditable, newNote, noteDate, noteHour } from './notes';
import { useUserDialog } from './user-dialog-context';
import type { UserFormValues } from './user-form-values';
import { UserTextField } from './user-text-field';

/** Spec 2 §9: the notes area is at most 800px high. */
const notesMaxHeight = 800;

/**
 * Notes, newest first. A new note is editable and removable until the record is saved; saved notes
 * show their author, date and hour and cannot change.
 */
export function NotesTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<UserFormValues>();
  const { isReadOnly } = useUserDialog();
  // The notes' own `id` is data (the saved note's id), so the list's React keys live elsewhere.
  const { fields, prepend, remove } = useFieldArray({ control, name: 'notes', keyName: 'fieldKey' });
  return (
    <Stack spacing={1.5}>
      {isReadOnly ? null : (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => prepend(newNote(), { focusName: 'notes.0.content' })}
            data-testid="note-add"
          >
            {t('users.notes.add')}
          </Button>
        </Box>
      )}
      {fields.length === 0 ? (
        <Typography color="text.secondary" data-testid="notes-empty">
          {t('users.notes.empty')}
        </Typography>
      ) : (
        <Stack
          component="ol"
          spacing={1}
          aria-label={t('users.notes.listLabel')}
          sx={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: notesMaxHeight, overflowY: 'auto' }}
        >
          {fields.map((note, index) => (
            <Paper
              component="li"
              variant="outlined"
              key={note.fieldKey}
              sx={{ padding: 1.5 }}
              data-testid={`note-${index}`}
            >
              {isNoteEditable(note) ? (
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Chip
                      size="small"
                      color="info"
                      label={t('users.notes.unsaved')}
                      sx={{ marginBlockEnd: 1 }}
                    />
                    <UserTextField
                      name={`notes.${index}.content`}
                      label={t('users.notes.content')}
                      multiline
                      minRows={2}
                      maxLength={4000}
                    />
                  </Box>
                  {isReadOnly ? null : (
                    <Tooltip title={t('users.notes.remove')}>
                      <IconButton
                        onClick={() => remove(index)}
                        aria-label={t('users.notes.remove')}
                        data-testid={`note-remove-${index}`}
                        sx={{ marginBlockStart: 4 }}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              ) : (
                <>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('users.notes.byline', {
                      name: note.createdBy?.name || t('users.notes.unknownAuthor'),
                      // Isolated so the digits keep their order inside right-to-left text.
                      date: `\u2068${noteDate(note)}\u2069`,
                      hour: `\u2068${noteHour(note)}\u2069`,
                    })}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {note.content}
                  </Typography>
                </>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
