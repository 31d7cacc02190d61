import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, FormHelperText } from '@mui/material';
import {
  type DocumentInput,
  emptyPersonalAccidents,
  MAX_INJURED_PERSONS,
  newInjuredPerson,
} from '@tg/domain';
import { useRef, useState } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FormCheckField } from '../form-section/form-fields';
import type { FormPart } from '../form-section/form-part';
import { OptionalForm } from '../form-section/optional-form';
import { InjuredPersonCard } from './injured-person-card';

/** The personal-accidents statement is kept at `personalAccidents`; its test ids start with `pa`. */
const personalAccidentsPart: FormPart = {
  root: 'personalAccidents',
  testIdPrefix: 'pa',
  labels: 'personal-accidents',
};

export interface PersonalAccidentsTabProps {
  /** View mode and closed documents: every field disabled, nothing added or removed. */
  readOnly: boolean;
}

/**
 * The personal-accidents statement inside the document (spec 2 §2 tab personalAccidents, ADR
 * 0026), read and written through the document modal's form at `personalAccidents`: the persons
 * injured in the accident, or the confirmation that nobody was. A document has none until someone
 * starts it; the persons print on a page of their own in the document's PDF.
 */
export function PersonalAccidentsTab({ readOnly }: PersonalAccidentsTabProps) {
  return (
    <OptionalForm part={personalAccidentsPart} readOnly={readOnly} start={emptyPersonalAccidents}>
      <InjuredPersons readOnly={readOnly} />
    </OptionalForm>
  );
}

/** The list of persons, the confirmation that there are none, and adding and removing. */
function InjuredPersons({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, getValues, setFocus } = useFormContext<DocumentInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'personalAccidents.persons' });
  const noInjured = useWatch({ control, name: 'personalAccidents.noInjuredPersons' }) === true;
  const { errors } = useFormState({ control, name: 'personalAccidents.persons' });
  const listError = get(errors, 'personalAccidents.persons') as
    | { message?: string; root?: { message?: string } }
    | undefined;
  const listMessage = translateFieldError(t, listError?.message ?? listError?.root?.message);
  const [removing, setRemoving] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const isFull = fields.length >= MAX_INJURED_PERSONS;

  const add = () => {
    append(newInjuredPerson(), { shouldFocus: false });
    const index = fields.length;
    // The new card's name once it is there.
    setTimeout(() => setFocus(`personalAccidents.persons.${index}.name`), 0);
  };
  const removingName =
    removing === null ? '' : (getValues(`personalAccidents.persons.${removing}.name`) ?? '').trim();

  return (
    <>
      {fields.length === 0 ? (
        <Box data-testid="pa-none" sx={{ marginBlockEnd: 2 }}>
          <FormCheckField path="noInjuredPersons" label={t('personal-accidents.noInjured')} showsError />
          {noInjured ? null : (
            <Alert severity="warning" icon={false} sx={{ marginBlockStart: 1 }}>
              {t('personal-accidents.noneYet')}
            </Alert>
          )}
        </Box>
      ) : null}
      {fields.map((field, index) => (
        <InjuredPersonCard key={field.id} index={index} onRemove={setRemoving} />
      ))}
      {listMessage ? (
        <FormHelperText error data-testid="pa-list-error" sx={{ marginBlockEnd: 1 }}>
          {listMessage}
        </FormHelperText>
      ) : null}
      {readOnly ? null : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            ref={addButton}
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={add}
            disabled={isFull || noInjured}
            data-testid="pa-add"
          >
            {t('personal-accidents.add')}
          </Button>
          {isFull ? (
            <FormHelperText data-testid="pa-full">
              {t('personal-accidents.full', { max: MAX_INJURED_PERSONS })}
            </FormHelperText>
          ) : null}
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={t('personal-accidents.removePerson.title')}
        message={
          removingName
            ? t('personal-accidents.removePerson.body', { name: removingName })
            : t('personal-accidents.removePerson.bodyUnnamed')
        }
        confirmLabel={t('personal-accidents.removePerson.confirm')}
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
          // The focus goes back to the list's own button, not lost with the card.
          setTimeout(() => addButton.current?.focus(), 0);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
