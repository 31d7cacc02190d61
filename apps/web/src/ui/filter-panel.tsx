import CircleIcon from '@mui/icons-material/Circle';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Badge,
  Box,
  Button,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  Typography,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilterEditor, OptionsFilterEditor, TextFilterEditor } from './filter-editors';
import {
  countActiveFilters,
  type FilterDefinition,
  type FilterValue,
  type FilterValues,
  isFilterActive,
  withoutFilter,
} from './filter-types';

export interface FilterPanelProps {
  filters: readonly FilterDefinition[];
  /** The applied values, by filter id. */
  values: FilterValues;
  /** Called with all values whenever one filter is applied or cleared. */
  onChange: (values: FilterValues) => void;
  disabled?: boolean;
}

/**
 * The filters button (with the number of active filters) and its popover: the list of filters on
 * one side, the chosen filter's editor on the other (stacked on phones).
 */
export function FilterPanel({ filters, values, onChange, disabled = false }: FilterPanelProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [activeId, setActiveId] = useState<string | undefined>(filters[0]?.id);
  const titleId = useId();
  const editorId = useId();
  // Popover positions are physical: open from the button's start side (the right in Hebrew).
  const startSide = useTheme().direction === 'rtl' ? 'right' : 'left';
  const activeCount = countActiveFilters(filters, values);
  const active = filters.find((filter) => filter.id === activeId) ?? filters[0];

  const setValue = (id: string, value: FilterValue) => {
    onChange(isFilterActive(value) ? { ...values, [id]: value } : withoutFilter(values, id));
  };
  const clearAll = () => {
    let next = values;
    for (const filter of filters) next = withoutFilter(next, filter.id);
    onChange(next);
  };

  return (
    <>
      <Badge badgeContent={activeCount} color="primary" overlap="rectangular">
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={disabled || filters.length === 0}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          data-testid="filter-button"
        >
          {t('ui.filters.button')}
        </Button>
      </Badge>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: startSide }}
        transformOrigin={{ vertical: 'top', horizontal: startSide }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: 'calc(100vw - 32px)', sm: 560 }, maxWidth: '100%' },
          } as object,
        }}
      >
        <Box sx={{ paddingBlock: 1.5, paddingInline: 2 }}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            {t('ui.filters.title')}
          </Typography>
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, minHeight: { sm: 240 } }}>
          <List
            dense
            aria-label={t('ui.filters.list')}
            sx={{
              flexShrink: 0,
              width: { xs: '100%', sm: 190 },
              maxHeight: { xs: 168, sm: 360 },
              overflowY: 'auto',
              borderInlineEnd: { sm: 1 },
              borderBlockEnd: { xs: 1, sm: 0 },
              borderColor: 'divider',
            }}
          >
            {filters.map((filter) => {
              const isActive = isFilterActive(values[filter.id]);
              return (
                <ListItemButton
                  key={filter.id}
                  selected={filter.id === active?.id}
                  onClick={() => setActiveId(filter.id)}
                  aria-controls={editorId}
                  aria-current={filter.id === active?.id ? 'true' : undefined}
                  data-testid={`filter-item-${filter.id}`}
                >
                  <ListItemText primary={t(filter.labelKey)} />
                  {isActive ? (
                    <ListItemIcon sx={{ minWidth: 0, marginInlineStart: 1 }}>
                      <CircleIcon
                        color="primary"
                        sx={{ fontSize: 10 }}
                        titleAccess={t('ui.filters.isActive')}
                      />
                    </ListItemIcon>
                  ) : null}
                </ListItemButton>
              );
            })}
          </List>
          <Box id={editorId} sx={{ flexGrow: 1, minWidth: 0, padding: 2 }}>
            {active ? (
              <FilterEditor
                key={active.id}
                filter={active}
                value={values[active.id]}
                onChange={(value) => setValue(active.id, value)}
              />
            ) : null}
          </Box>
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', paddingBlock: 1, paddingInline: 2 }}>
          <Button onClick={clearAll} disabled={activeCount === 0} data-testid="filter-clear-all">
            {t('ui.filters.clearAll')}
          </Button>
          <Button onClick={() => setAnchor(null)} variant="contained">
            {t('ui.dialog.close')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}

function FilterEditor({
  filter,
  value,
  onChange,
}: {
  filter: FilterDefinition;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}) {
  switch (filter.type) {
    case 'text':
      return <TextFilterEditor filter={filter} value={value} onChange={onChange} />;
    case 'options':
      return <OptionsFilterEditor filter={filter} value={value} onChange={onChange} />;
    case 'date':
      return <DateFilterEditor filter={filter} value={value} onChange={onChange} />;
  }
}
