import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Switch,
} from '@mui/material';
import { type Role, specialUserRoles } from '@tg/domain';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../app/api-errors';

/**
 * What a fixed code opens: the roles it signs in (never the manager, who is not offered) and
 * whether it may open a phone that also has a worker or manager account.
 */
export function SpecialUserAccessFields<Values extends FieldValues, Output extends FieldValues>({
  control,
}: {
  /** A form with `roles` and `allowStaffPhone` (create and edit). */
  control: Control<Values, unknown, Output>;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <>
      <Controller
        control={control}
        name={'roles' as Path<Values>}
        render={({ field, fieldState }) => {
          const chosen = (field.value ?? []) as Role[];
          const toggle = (role: Role, checked: boolean) =>
            field.onChange(checked ? [...chosen, role] : chosen.filter((value) => value !== role));
          return (
            <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
              <FormLabel component="legend" id={labelId}>
                {t('special-users.form.roles')}
              </FormLabel>
              <FormGroup row aria-labelledby={labelId}>
                {specialUserRoles.map((role) => (
                  <FormControlLabel
                    key={role}
                    label={t(`common.roles.${role}`)}
                    control={
                      <Checkbox
                        checked={chosen.includes(role)}
                        onChange={(event) => toggle(role, event.target.checked)}
                        onBlur={field.onBlur}
                        inputRef={role === specialUserRoles[0] ? field.ref : undefined}
                        slotProps={{ input: { 'data-testid': `special-user-role-${role}` } as object }}
                      />
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText>
                {translateFieldError(t, fieldState.error?.message) ?? t('special-users.form.rolesHint')}
              </FormHelperText>
            </FormControl>
          );
        }}
      />
      <Controller
        control={control}
        name={'allowStaffPhone' as Path<Values>}
        render={({ field }) => (
          <FormControl>
            <FormControlLabel
              label={t('special-users.form.allowStaffPhone')}
              control={
                <Switch
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{ input: { 'data-testid': 'special-user-allow-staff' } as object }}
                />
              }
            />
            <FormHelperText>{t('special-users.form.allowStaffPhoneHint')}</FormHelperText>
          </FormControl>
        )}
      />
    </>
  );
}

/** The roles of an entry as translated names, for the list and the view dialog. */
export function useRoleNames() {
  const { t } = useTranslation();
  return (roles: readonly Role[]) => roles.map((role) => t(`common.roles.${role}`)).join(', ');
}
