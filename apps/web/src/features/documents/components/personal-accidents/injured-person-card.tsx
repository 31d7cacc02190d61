import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Typography } from '@mui/material';
import { type DocumentInput, injuredRoles, injuryTreatments } from '@tg/domain';
import { memo, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  StatementChoiceField,
  StatementDateField,
  StatementGrid,
  StatementTextField,
  StatementYesNoField,
  statementFormPath,
  useStatementReadOnly,
} from './statement-fields';

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
  const readOnly = useStatementReadOnly();
  const titleId = useId();
  const { control, setValue } = useFormContext<DocumentInput>();
  const at = (field: string) => `persons.${index}.${field}`;
  const f = (key: string) => t(`personal-accidents.fields.${key}`);
  const [name, treatment, absentFromWork] = useWatch({
    control,
    name: [
      statementFormPath(at('name')),
      statementFormPath(at('treatment')),
      statementFormPath(at('absentFromWork')),
    ],
  }) as [string | undefined, string | undefined, boolean | undefined];
  // A field that is hidden keeps no value (the schema drops it too): it can never hold an error out of sight.
  const clear = (field: string) =>
    setValue(statementFormPath(at(field)), '' as never, { shouldDirty: true, shouldValidate: false });

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid={`pa-person-${index}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, padding: 2, marginBlockEnd: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', marginBlockEnd: 1 }}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {t('personal-accidents.person', { number: index + 1 })}
          {name?.trim() ? ` · ${name.trim()}` : ''}
        </Typography>
        {readOnly ? null : (
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
        )}
      </Box>
      <StatementGrid>
        <StatementTextField path={at('name')} label={f('name')} required />
        <StatementTextField
          path={at('idNumber')}
          label={f('idNumber')}
          ltr
          inputMode="numeric"
          maxLength={9}
        />
        <StatementTextField path={at('phone')} label={f('phone')} ltr inputMode="tel" maxLength={30} />
        <StatementTextField
          path={at('age')}
          label={f('age')}
          ltr
          inputMode="numeric"
          maxLength={3}
          hint={t('personal-accidents.hints.ageOrBirthDate')}
        />
        <StatementDateField path={at('birthDate')} label={f('birthDate')} />
        <StatementChoiceField path={at('role')} label={f('role')} choices={injuredRoles} labels="roles" />
        <StatementTextField
          path={at('injuryDescription')}
          label={f('injuryDescription')}
          multiline
          maxLength={2000}
        />
        <StatementChoiceField
          path={at('treatment')}
          label={f('treatment')}
          choices={injuryTreatments}
          labels="treatments"
          onChosen={(choice) => {
            if (choice !== 'hospital') clear('hospitalName');
          }}
        />
        {treatment === 'hospital' ? (
          <StatementTextField path={at('hospitalName')} label={f('hospitalName')} required />
        ) : null}
        <StatementYesNoField
          path={at('absentFromWork')}
          label={f('absentFromWork')}
          onAnswered={(answer) => {
            if (!answer) clear('absenceDays');
          }}
        />
        {absentFromWork ? (
          <StatementTextField
            path={at('absenceDays')}
            label={f('absenceDays')}
            ltr
            inputMode="numeric"
            maxLength={3}
          />
        ) : null}
        <StatementTextField path={at('note')} label={f('note')} multiline maxLength={1000} />
      </StatementGrid>
    </Box>
  );
});
