import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Badge, Box, Button, Collapse, useMediaQuery, useTheme } from '@mui/material';
import type { ManagedRole } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../ui/search-field';
import { useListAddressState } from '../../../ui/use-list-address-state';
import { type TableSearch, useTableSearch } from '../../../ui/use-table-search';

/** The fields people are searched by (spec 2 §2); machine numbers only for customers. */
export const userSearchFields = [
  'name',
  'userId',
  'phoneNumber',
  'email',
  'vinNumber',
  'tractorNumber',
] as const;
export type UserSearchField = (typeof userSearchFields)[number];
const machineFields: readonly UserSearchField[] = ['vinNumber', 'tractorNumber'];

export function searchFieldsFor(role: ManagedRole): readonly UserSearchField[] {
  return role === 'customer'
    ? userSearchFields
    : userSearchFields.filter((field) => !machineFields.includes(field));
}

export interface UsersSearch {
  fields: readonly UserSearchField[];
  searches: Record<UserSearchField, TableSearch>;
  /** The applied terms (trimmed, 3+ characters), by field. */
  terms: Partial<Record<UserSearchField, string>>;
  isSearching: boolean;
  /** The searches are the person's last ones, restored as the screen opened. */
  isRestored: boolean;
  clear: () => void;
}

/**
 * One table search per field: each trimmed, applied from 3 characters, too-short asks for more.
 * On a screen (`screen` named) the searches live in the address under their API names
 * (`?userId=…`, the global search's links) and the person's last ones come back
 * (use-list-address-state.ts); a picker (`screen` null) keeps them to itself.
 */
export function useUsersSearch(
  role: ManagedRole,
  onTermChange: () => void,
  screen: string | null = null,
): UsersSearch {
  const address = useListAddressState(screen, userSearchFields);
  const bound = (field: UserSearchField) => ({
    appliedTerm: address.values[field],
    onTermChange: (term: string | undefined) => {
      address.set({ [field]: term });
      onTermChange();
    },
  });
  const name = useTableSearch(bound('name'));
  const userId = useTableSearch(bound('userId'));
  const phoneNumber = useTableSearch(bound('phoneNumber'));
  const email = useTableSearch(bound('email'));
  const vinNumber = useTableSearch(bound('vinNumber'));
  const tractorNumber = useTableSearch(bound('tractorNumber'));
  const fields = searchFieldsFor(role);
  const searches = { name, userId, phoneNumber, email, vinNumber, tractorNumber };
  const terms: Partial<Record<UserSearchField, string>> = {};
  for (const field of fields) {
    const term = searches[field].term;
    if (term) terms[field] = term;
  }
  return {
    fields,
    searches,
    terms,
    isSearching: Object.keys(terms).length > 0,
    isRestored: address.isRestored,
    clear: () => {
      for (const field of userSearchFields) searches[field].clear();
      address.clear();
    },
  };
}

/**
 * The search fields of a people list. On phones only the name is shown at first; the other fields
 * open under a button that counts how many of them are in use.
 */
export function UsersSearchFields({ search }: { search: UsersSearch }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [isExpanded, setExpanded] = useState(false);
  const moreId = useId();
  const others = search.fields.filter((field) => field !== 'name');
  const othersInUse = others.filter((field) => search.searches[field].input.trim() !== '').length;
  const field = (name: UserSearchField) => (
    <SearchField
      key={name}
      search={search.searches[name]}
      label={t(`users.search.${name}`)}
      testId={`users-search-${name}`}
      width={name === 'name' ? 220 : 180}
    />
  );
  if (!isPhone) return <>{search.fields.map(field)}</>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
      {field('name')}
      <Box>
        <Badge badgeContent={othersInUse} color="primary">
          <Button
            size="small"
            startIcon={<ManageSearchIcon />}
            onClick={() => setExpanded((current) => !current)}
            aria-expanded={isExpanded}
            aria-controls={moreId}
            data-testid="users-search-more"
          >
            {isExpanded ? t('users.search.fewerFields') : t('users.search.moreFields')}
          </Button>
        </Badge>
      </Box>
      <Collapse in={isExpanded} id={moreId}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, paddingBlockStart: 1 }}>
          {others.map(field)}
        </Box>
      </Collapse>
    </Box>
  );
}
