import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUserDialog } from './user-dialog-context';
import type { UserFormValues } from './user-form-values';
import { UserTextField } from './user-text-field';

/** People to talk to at this customer, agency or supplier: name, phone, e-mail and position. */
export function ContactsTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<UserFormValues>();
  const { isReadOnly } = useUserDialog();
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  return (
    <Stack spacing={1.5}>
      {fields.length === 0 ? (
        <Typography color="text.secondary" data-testid="contacts-empty">
          {t('users.contacts.empty')}
        </Typography>
      ) : null}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {fields.map((contact, index) => (
          <Paper
            component="li"
            variant="outlined"
            key={contact.id}
            aria-label={t('users.contacts.item', { index: index + 1 })}
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
                name={`contacts.${index}.name`}
                label={t('users.contacts.name')}
                required
                maxLength={200}
              />
              <UserTextField
                name={`contacts.${index}.position`}
                label={t('users.contacts.position')}
                maxLength={100}
              />
              <UserTextField
                name={`contacts.${index}.phoneNumber`}
                label={t('users.contacts.phone')}
                dir="ltr"
                inputMode="tel"
                maxLength={30}
              />
              <UserTextField
                name={`contacts.${index}.email`}
                label={t('users.contacts.email')}
                dir="ltr"
                inputMode="email"
                maxLength={200}
              />
            </Box>
            {isReadOnly ? null : (
              <Tooltip title={t('users.contacts.remove', { index: index + 1 })}>
                <IconButton
                  onClick={() => remove(index)}
                  aria-label={t('users.contacts.remove', { index: index + 1 })}
                  data-testid={`contact-remove-${index}`}
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
                { name: '', phoneNumber: '', email: '', position: '' },
                { focusName: `contacts.${fields.length}.name` },
              )
            }
            data-testid="contact-add"
          >
            {t('users.contacts.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
