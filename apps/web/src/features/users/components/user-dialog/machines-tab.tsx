import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUserDialog } from './user-dialog-context';
import type { UserFormValues } from './user-form-values';
import { UserTextField } from './user-text-field';

/** A customer's machines: chassis (VIN) and vehicle number pairs, at least one of the two per row. */
export function MachinesTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<UserFormValues>();
  const { isReadOnly } = useUserDialog();
  const { fields, append, remove } = useFieldArray({ control, name: 'machines' });
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('users.machines.hint')}
      </Typography>
      {fields.length === 0 ? (
        <Typography color="text.secondary" data-testid="machines-empty">
          {t('users.machines.empty')}
        </Typography>
      ) : null}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {fields.map((machine, index) => (
          <Paper
            component="li"
            variant="outlined"
            key={machine.id}
            aria-label={t('users.machines.item', { index: index + 1 })}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              paddingBlockStart: 1.5,
              paddingInline: 1.5,
            }}
          >
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                columnGap: 2,
                flexGrow: 1,
                minWidth: 0,
              }}
            >
              <UserTextField
                name={`machines.${index}.vinNumber`}
                label={t('users.machines.vinNumber')}
                dir="ltr"
                maxLength={40}
              />
              <UserTextField
                name={`machines.${index}.tractorNumber`}
                label={t('users.machines.tractorNumber')}
                dir="ltr"
                maxLength={20}
              />
            </Box>
            {isReadOnly ? null : (
              <Tooltip title={t('users.machines.remove', { index: index + 1 })}>
                <IconButton
                  onClick={() => remove(index)}
                  aria-label={t('users.machines.remove', { index: index + 1 })}
                  data-testid={`machine-remove-${index}`}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            )}
          </Paper>
        ))}
      </Stack>
      {isReadOnly ? null : (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() =>
              append(
                { vinNumber: '', tractorNumber: '' },
                { focusName: `machines.${fields.length}.vinNumber` },
              )
            }
            data-testid="machine-add"
          >
            {t('users.machines.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
