import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { formatLocalPhone, type Insured } from '@tg/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InsuredFormValues } from '../../insured-form-values';
import { InsuredFields } from '../insured-fields';

/** Where the insured stands: not looked up yet, being looked up, or the lookup's outcome. */
export type CustomerLookup = 'idle' | 'checking' | 'found' | 'incomplete' | 'notFound' | 'failed';

export interface InsuredSectionProps {
  lookup: CustomerLookup;
  form: UseFormReturn<InsuredFormValues, unknown, Insured>;
  /** The fields are open: nobody found, details missing, or the person chose to change them. */
  isEditing: boolean;
  onEdit: () => void;
}

/**
 * The insured is the customer who owns the machine (spec 1 §2). When none is found, or its details
 * lack what a subscription needs, the fields are shown to fill (name, ID, phone and email required).
 */
export function InsuredSection({ lookup, form, isEditing, onEdit }: InsuredSectionProps) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as InsuredFormValues;
  if (lookup === 'idle')
    return (
      <Typography variant="body2" color="text.secondary" data-testid="quick-insured-idle">
        {t('agent-policies.quickCreate.insured.searchFirst')}
      </Typography>
    );
  if (lookup === 'checking')
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
        <CircularProgress size={18} />
        <Typography variant="body2">{t('agent-policies.quickCreate.insured.checking')}</Typography>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {lookup === 'found' ? (
        <Alert
          severity="success"
          data-testid="quick-insured-found"
          action={
            isEditing ? undefined : (
              <Button color="inherit" size="small" onClick={onEdit} data-testid="quick-insured-edit">
                {t('agent-policies.quickCreate.insured.change')}
              </Button>
            )
          }
        >
          {t('agent-policies.quickCreate.insured.found')}
          {isEditing ? null : (
            <Box component="span" sx={{ display: 'block' }}>
              {values.name} · <bdi dir="ltr">{values.userId}</bdi> ·{' '}
              <bdi dir="ltr">{formatLocalPhone(values.phoneNumber)}</bdi> ·{' '}
              <bdi dir="ltr">{values.email}</bdi>
            </Box>
          )}
        </Alert>
      ) : (
        <Alert severity={lookup === 'failed' ? 'warning' : 'info'} data-testid={`quick-insured-${lookup}`}>
          {t(`agent-policies.quickCreate.insured.${lookup}`)}
        </Alert>
      )}
      {isEditing ? <InsuredFields form={form} testIdPrefix="quick-insured" showTypeChoice /> : null}
    </Box>
  );
}
