import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import { Alert, Box, Button } from '@mui/material';
import type { DocumentInput } from '@tg/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { type FormPart, FormPartContext } from './form-part';

export interface OptionalFormProps {
  part: FormPart;
  /** View mode and closed documents: every field disabled, nothing started or removed. */
  readOnly: boolean;
  /** The part's values when someone starts it, from the document's values. */
  start: (values: DocumentInput) => NonNullable<DocumentInput[FormPart['root']]>;
  /** The part's sections, shown once it is started. */
  children: ReactNode;
}

/**
 * A form a document has none of until someone starts it, and that can be removed again after
 * asking: the words are the part's `empty`, `start`, `intro` and `remove.*`, the test ids its
 * `-empty`, `-start`, `-form` and `-remove`. The fields inside read the part and whether they are
 * read-only from it.
 */
export function OptionalForm({ part, readOnly, start, children }: OptionalFormProps) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<DocumentInput>();
  // Only whether there is one: typing in it must not redraw the whole tab.
  const isStarted = useWatch({ control, name: part.root, compute: (value: unknown) => value != null });
  const [isAskingRemove, setAskingRemove] = useState(false);
  const state = useMemo(() => ({ part, readOnly }), [part, readOnly]);
  const { labels, testIdPrefix: prefix } = part;
  const put = (value: DocumentInput[FormPart['root']]) =>
    setValue(part.root, value as never, { shouldDirty: true, shouldTouch: true });

  if (!isStarted) {
    return (
      <Box
        data-testid={`${prefix}-empty`}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
      >
        <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
          {t(`${labels}.empty`)}
        </Alert>
        {readOnly ? null : (
          <Button
            variant="contained"
            startIcon={<NoteAddOutlinedIcon />}
            onClick={() => put(start(getValues()))}
            data-testid={`${prefix}-start`}
          >
            {t(`${labels}.start`)}
          </Button>
        )}
      </Box>
    );
  }

  return (
    <FormPartContext.Provider value={state}>
      <Box data-testid={`${prefix}-form`}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', marginBlockEnd: 2 }}>
          <Alert severity="info" sx={{ flex: '1 1 16rem' }}>
            {t(`${labels}.intro`)}
          </Alert>
          {readOnly ? null : (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setAskingRemove(true)}
              data-testid={`${prefix}-remove`}
            >
              {t(`${labels}.remove.button`)}
            </Button>
          )}
        </Box>
        {children}
      </Box>
      <ConfirmDialog
        open={isAskingRemove}
        destructive
        title={t(`${labels}.remove.title`)}
        message={t(`${labels}.remove.body`)}
        confirmLabel={t(`${labels}.remove.confirm`)}
        onConfirm={() => {
          setAskingRemove(false);
          put(null);
        }}
        onCancel={() => setAskingRemove(false)}
      />
    </FormPartContext.Provider>
  );
}
