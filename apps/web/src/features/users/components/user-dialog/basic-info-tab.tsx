import { FormControl, FormControlLabel, FormLabel, Grid, Radio, RadioGroup } from '@mui/material';
import { userTypes } from '@tg/domain';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUserDialog } from './user-dialog-context';
import type { UserFormValues } from './user-form-values';
import { UserTextField } from './user-text-field';

/** User type, name (company name for a business), ID or company number, phone and e-mail. */
export function BasicInfoTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<UserFormValues>();
  const { isReadOnly, mode } = useUserDialog();
  const userType = useWatch({ control, name: 'userType' });
  const isBusiness = userType === 'business';
  const typeLabelId = useId();
  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Grid size={12}>
        <FormControl component="fieldset" disabled={isReadOnly} sx={{ marginBlockEnd: 1 }}>
          <FormLabel id={typeLabelId} component="legend">
            {t('users.form.userType')}
          </FormLabel>
          <Controller
            control={control}
            name="userType"
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby={typeLabelId}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {userTypes.map((type) => (
                  <FormControlLabel
                    key={type}
                    value={type}
                    control={
                      <Radio
                        inputRef={type === 'individual' ? field.ref : undefined}
                        slotProps={{ input: { 'data-testid': `user-type-${type}` } as object }}
                      />
                    }
                    label={t(`users.form.${type}`)}
                  />
                ))}
              </RadioGroup>
            )}
          />
        </FormControl>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <UserTextField
          name="userInformation.name"
          label={isBusiness ? t('users.form.companyName') : t('users.form.name')}
          required
          autoComplete="off"
          maxLength={200}
          autoFocus={mode === 'create'}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <UserTextField
          name="userInformation.userId"
          label={isBusiness ? t('users.form.companyNumber') : t('users.form.userId')}
          required
          dir="ltr"
          inputMode="numeric"
          maxLength={9}
          hint={t('users.form.userIdHint')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <UserTextField
          name="userInformation.phoneNumber"
          label={t('users.form.phone')}
          required
          dir="ltr"
          inputMode="tel"
          maxLength={30}
          hint={t('users.form.phoneHint')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <UserTextField
          name="userInformation.email"
          label={t('users.form.email')}
          dir="ltr"
          inputMode="email"
          maxLength={200}
        />
      </Grid>
    </Grid>
  );
}
