import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { type RegistryItem, searchMinLength } from '@tg/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MachineSearchField, useMachineSearch } from '../../api/use-quick-create-lookups';

export interface MachineSearchProps {
  /** One register record chosen, by a single match or from the list of several. */
  onFound: (item: RegistryItem) => void;
}

const searchFields: readonly MachineSearchField[] = ['tractorNumber', 'vinNumber'];

/**
 * Finds the machine in the government register by tractor number or chassis number (spec 1 §2):
 * each field searches from 3 characters, one match is taken, several are listed to pick from,
 * none says so (spec 1 §8).
 */
export function MachineSearch({ onFound }: MachineSearchProps) {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState<Record<MachineSearchField, string>>({
    tractorNumber: '',
    vinNumber: '',
  });
  const search = useMachineSearch();
  const [candidates, setCandidates] = useState<RegistryItem[]>([]);

  const run = (field: MachineSearchField) => (event: FormEvent) => {
    event.preventDefault();
    const value = inputs[field].trim();
    if (value.length < searchMinLength || search.isPending) return;
    setCandidates([]);
    search.mutate(
      { field, value },
      {
        onSuccess: (items) => {
          if (items.length === 1 && items[0]) onFound(items[0]);
          else setCandidates(items);
        },
      },
    );
  };

  const pick = (item: RegistryItem) => {
    setCandidates([]);
    onFound(item);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {searchFields.map((field) => {
          const label = t(`agent-policies.quickCreate.search.${field}`);
          const isLongEnough = inputs[field].trim().length >= searchMinLength;
          return (
            <Box
              key={field}
              component="form"
              noValidate
              onSubmit={run(field)}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}
            >
              <TextField
                size="small"
                fullWidth
                label={label}
                value={inputs[field]}
                onChange={(event) => setInputs((current) => ({ ...current, [field]: event.target.value }))}
                helperText={t('agent-policies.quickCreate.search.hint', { min: searchMinLength })}
                slotProps={{
                  htmlInput: {
                    dir: 'ltr',
                    autoComplete: 'off',
                    spellCheck: false,
                    enterKeyHint: 'search',
                    'data-testid': `quick-search-${field}`,
                  },
                }}
              />
              <Button
                type="submit"
                variant="outlined"
                disabled={!isLongEnough || search.isPending}
                aria-label={t('agent-policies.quickCreate.search.submit', { field: label })}
                data-testid={`quick-search-${field}-button`}
                sx={{ minWidth: 0, paddingInline: 1.5, height: 40 }}
              >
                {search.isPending && search.variables?.field === field ? (
                  <CircularProgress size={18} />
                ) : (
                  <SearchIcon fontSize="small" />
                )}
              </Button>
            </Box>
          );
        })}
      </Box>
      {search.isError ? (
        <Alert severity="error" data-testid="quick-search-error">
          {t('agent-policies.quickCreate.search.error')}
        </Alert>
      ) : null}
      {search.isSuccess && search.data.length === 0 ? (
        <Alert severity="info" data-testid="quick-search-none">
          {t('agent-policies.quickCreate.search.none')}
        </Alert>
      ) : null}
      {candidates.length > 1 ? (
        <Box data-testid="quick-search-choices">
          <Typography variant="body2" sx={{ marginBlockEnd: 0.5 }}>
            {t('agent-policies.quickCreate.search.several')}
          </Typography>
          <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {candidates.map((item) => (
              <ListItemButton
                key={item._id}
                onClick={() => pick(item)}
                data-testid={`quick-search-pick-${item._id}`}
              >
                <ListItemText
                  primary={[item.tozeret_nm, item.degem_nm, item.shnat_yitzur].filter(Boolean).join(' · ')}
                  secondary={
                    <bdi dir="ltr">
                      {[item.mispar_rechev, item.mispar_shilda].filter(Boolean).join(' / ')}
                    </bdi>
                  }
                />
              </ListItemButton>
            ))}
          </List>
        </Box>
      ) : null}
    </Box>
  );
}
