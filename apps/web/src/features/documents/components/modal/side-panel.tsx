import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Checkbox,
  CircularProgress,
  Divider,
  FormControlLabel,
  FormGroup,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type HandlerRole, handlerRoles, type RegistryItem } from '@tg/domain';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { InputRequiredDialog } from '../../../../ui/input-required-dialog';
import { useGeneralStatuses } from '../../../general-statuses';
import { usePeople } from '../../api/use-people';
import { ChoiceDialog } from './choice-dialog';
import type { DocumentFormValues } from './document-form-values';
import { useDocumentModal } from './document-modal-context';
import { MachineNotFoundDialog } from './machine-not-found-dialog';
import { type MachineSearchField, useMachineSearch } from './use-machine-search';

/** The flags of a document (spec 2 §3), disabled in view mode (spec 2 §5). */
const flags = ['isPriceVisible', 'isDocWithoutVat', 'isDocWithoutMachine'] as const;

/**
 * Beside the tabs (above them on phones): the machine search by chassis or vehicle number, the
 * general status, who handles the document, and its flags (spec 2 §2 Document modal).
 */
export function SidePanel({ onMachineFound }: { onMachineFound: (item: RegistryItem) => void }) {
  const { t } = useTranslation();
  const { isReadOnly } = useDocumentModal();
  return (
    <Stack spacing={2} data-testid="doc-side-panel">
      {isReadOnly ? null : <MachineSearchBox onFound={onMachineFound} />}
      <StatusPicker />
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {t('documents.handlers.title')}
      </Typography>
      {handlerRoles.map((role) => (
        <PersonPicker key={role} role={role} />
      ))}
      <Divider />
      <Flags />
    </Stack>
  );
}

function MachineSearchBox({ onFound }: { onFound: (item: RegistryItem) => void }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<DocumentFormValues>();
  const search = useMachineSearch(onFound);
  const [texts, setTexts] = useState<Record<MachineSearchField, string>>({
    vinNumber: '',
    tractorNumber: '',
  });
  const [isTooShort, setTooShort] = useState(false);
  const run = (field: MachineSearchField) => {
    if (!search.search(field, texts[field])) setTooShort(true);
  };
  return (
    <Box component="section" aria-label={t('documents.machineSearch.title')}>
      <Typography variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>
        {t('documents.machineSearch.title')}
      </Typography>
      <Stack spacing={1}>
        {(['vinNumber', 'tractorNumber'] as const).map((field) => (
          <TextField
            key={field}
            size="small"
            label={t(`documents.machineSearch.${field}`)}
            value={texts[field]}
            onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                // Enter searches; it must not submit the document's form.
                event.preventDefault();
                run(field);
              }
            }}
            slotProps={{
              htmlInput: { dir: 'ltr', autoComplete: 'off', 'data-testid': `doc-search-${field}` },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      size="small"
                      onClick={() => run(field)}
                      disabled={search.searching !== null}
                      aria-label={t(`documents.machineSearch.${field}Button`)}
                      data-testid={`doc-search-${field}-button`}
                    >
                      {search.searching === field ? <CircularProgress size={18} /> : <SearchIcon />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        ))}
      </Stack>
      <InputRequiredDialog open={isTooShort} onClose={() => setTooShort(false)} />
      <ChoiceDialog
        open={search.choices !== null}
        title={t('documents.machineSearch.chooserTitle', { number: search.choices?.number ?? '' })}
        body={t('documents.machineSearch.chooserBody')}
        items={search.choices?.items ?? []}
        itemKey={(item) => item._id}
        describe={(item) => ({
          primary: [item.tozeret_nm, item.degem_nm, item.shnat_yitzur].filter(Boolean).join(' · '),
          secondary: [item.mispar_rechev, item.mispar_shilda].filter(Boolean).join(' / '),
        })}
        onPick={search.choose}
        onCancel={search.closeChooser}
        testId="doc-machine-chooser"
      />
      <MachineNotFoundDialog
        notFound={search.notFound}
        onClose={search.closeNotFound}
        onTypeByHand={(field, number) => {
          setValue(`machine.${field}`, number, { shouldDirty: true });
          search.closeNotFound();
        }}
      />
    </Box>
  );
}

function StatusPicker() {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { isReadOnly, document, mode } = useDocumentModal();
  const statuses = useGeneralStatuses();
  const current = useWatch({ control, name: 'generalStatus.status' }) ?? '';
  const names = statuses.data?.map((status) => status.value) ?? [];
  const options = current && !names.includes(current) ? [current, ...names] : names;
  const stamp = mode === 'edit' || mode === 'view' || mode === 'delete' ? document?.generalStatus : undefined;
  return (
    <Box>
      <Controller
        control={control}
        name="generalStatus.status"
        render={({ field }) => (
          <TextField
            select
            size="small"
            fullWidth
            label={t('documents.fields.generalStatus')}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            inputRef={field.ref}
            disabled={isReadOnly}
            slotProps={{ htmlInput: { 'data-testid': 'doc-field-generalStatus' } }}
          >
            {options.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {stamp?.LastModifiedDate ? (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="doc-status-stamp">
          {t('documents.statusStamp', {
            date: `\u2068${stamp.LastModifiedDate}\u2069`,
            name: stamp.LastModifiedBy || t('documents.unknownUser'),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}

function PersonPicker({ role }: { role: HandlerRole }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { isReadOnly } = useDocumentModal();
  const people = usePeople(role);
  return (
    <Controller
      control={control}
      name={`handleBy.${role}`}
      render={({ field, fieldState }) => {
        const chosen = field.value ?? null;
        const listed = people.data ?? [];
        const options =
          chosen?.id && !listed.some((person) => person.id === chosen.id)
            ? [{ id: chosen.id, name: chosen.name ?? '' }, ...listed]
            : listed;
        const error = translateFieldError(t, fieldState.error?.message);
        return (
          <TextField
            select
            size="small"
            fullWidth
            label={t(`documents.handlers.${role}`)}
            name={field.name}
            value={chosen?.id ?? ''}
            onChange={(event) => {
              const person = options.find((candidate) => candidate.id === event.target.value);
              field.onChange(person ? { id: person.id, name: person.name } : null);
            }}
            inputRef={field.ref}
            disabled={isReadOnly}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': `doc-field-handleBy-${role}` } }}
          >
            <MenuItem value="">
              <em>{t('documents.handlers.none')}</em>
            </MenuItem>
            {options.map((person) => (
              <MenuItem key={person.id} value={person.id}>
                {person.name}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

function Flags() {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { isReadOnly } = useDocumentModal();
  return (
    <FormGroup>
      {flags.map((flag) => (
        <Controller
          key={flag}
          control={control}
          name={flag}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  inputRef={field.ref}
                  disabled={isReadOnly}
                  slotProps={{ input: { 'data-testid': `doc-flag-${flag}` } as object }}
                />
              }
              label={t(`documents.flags.${flag}`)}
            />
          )}
        />
      ))}
    </FormGroup>
  );
}
