import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UserTextField } from './user-text-field';

/** Address, city, country (Israel unless changed), postal code and free additional information. */
export function AdditionalInfoTab() {
  const { t } = useTranslation();
  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <UserTextField name="userInformation.address" label={t('users.form.address')} maxLength={200} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <UserTextField name="userInformation.city" label={t('users.form.city')} maxLength={100} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <UserTextField name="userInformation.country" label={t('users.form.country')} maxLength={100} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <UserTextField
          name="userInformation.postalCode"
          label={t('users.form.postalCode')}
          dir="ltr"
          inputMode="numeric"
          maxLength={20}
        />
      </Grid>
      <Grid size={12}>
        <UserTextField
          name="userInformation.additionalInfo"
          label={t('users.form.additionalInfo')}
          multiline
          minRows={3}
          maxLength={2000}
        />
      </Grid>
    </Grid>
  );
}
