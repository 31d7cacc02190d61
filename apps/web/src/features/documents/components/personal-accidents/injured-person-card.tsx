import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { type DocumentInput, injuredRoles, injuryTreatments } from '@tg/domain';
import { memo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormChoiceField, FormDateField, FormTextField, FormYesNoField } from '../form-section/form-fields';
import { formPartPath, useFormPart } from '../form-section/form-part';
import { FormGrid, FormSection } from '../form-section/form-section';

export interface InjuredPersonCardProps {
  index: number;
  /** Asks before taking the person off the statement. */
  onRemove: (index: number) => void;
}

/**
 * One person injured: who they are, their part in the accident, the injury and the treatment
 * (the hospital named when it was one), and their days away from work when they were away. Kept
 * from redrawing when another person is added or removed.
 */
export const InjuredPersonCard = memo(function InjuredPersonCard({
  index,
  onRemove,
}: InjuredPersonCardProps) {
  const { t } = useTranslation();
  const { part, readOnly } = useFormPart();
  const { control, setValue } = useFormContext<DocumentInput>();
  const at = (field: string) => `persons.${index}.${field}`;
  const f = (key: string) => t(`personal-accidents.fields.${key}`);
  const [name, treatment, absentFromWork] = useWatch({
    control,
    name: [
      formPartPath(part, at('name')),
      formPartPath(part, at('treatment')),
      formPartPath(part, at('absentFromWork')),
    ],
  }) as [string | undefined, string | undefined, boolean | undefined];
  // A field that is hidden keeps no value (the schema drops it too): it can never hold an error out of sight.
  const clear = (field: string) =>
    setValue(formPartPath(part, at(field)), '' as never, { shouldDirty: true, shouldValidate: false });

  return (
    <FormSection
      title={`${t('personal-accidents.person', { number: index + 1 })}${name?.trim() ? ` · ${name.trim()}` : ''}`}
      testId={`pa-person-${index}`}
      actions={
        readOnly ? null : (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => onRemove(index)}
            aria-label={t('personal-accidents.removePerson.label', { number: index + 1 })}
            data-testid={`pa-remove-person-${index}`}
          >
            {t('personal-accidents.removePerson.button')}
          </Button>
        )
      }
    >
      <FormGrid>
        <FormTextField path={at('name')} label={f('name')} required />
        <FormTextField path={at('idNumber')} label={f('idNumber')} ltr inputMode="numeric" maxLength={9} />
        <FormTextField path={at('phone')} label={f('phone')} ltr inputMode="tel" maxLength={30} />
        <FormTextField
          path={at('age')}
          label={f('age')}
          ltr
          inputMode="numeric"
          maxLength={3}
          hint={t('personal-accidents.hints.ageOrBirthDate')}
        />
        <FormDateField path={at('birthDate')} label={f('birthDate')} disableFuture />
        <FormChoiceField path={at('role')} label={f('role')} choices={injuredRoles} labels="roles" />
        <FormTextField
          path={at('injuryDescription')}
          label={f('injuryDescription')}
          multiline
          minRows={2}
          maxLength={2000}
        />
        <FormChoiceField
          path={at('treatment')}
          label={f('treatment')}
          choices={injuryTreatments}
          labels="treatments"
          onChosen={(choice) => {
            if (choice !== 'hospital') clear('hospitalName');
          }}
        />
        {treatment === 'hospital' ? (
          <FormTextField path={at('hospitalName')} label={f('hospitalName')} required />
        ) : null}
        <FormYesNoField
          path={at('absentFromWork')}
          label={f('absentFromWork')}
          onAnswered={(answer) => {
            if (!answer) clear('absenceDays');
          }}
        />
        {absentFromWork ? (
          <FormTextField
            path={at('absenceDays')}
            label={f('absenceDays')}
            ltr
            inputMode="numeric"
            maxLength={3}
          />
        ) : null}
        <FormTextField path={at('note')} label={f('note')} multiline minRows={2} maxLength={1000} />
      </FormGrid>
    </FormSection>
  );
});
