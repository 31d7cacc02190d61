import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu, type ListExport } from './export-menu';
import { ListPrintStyles, PrintButton, PrintedAt } from './list-print';
import { SavedFiltersMenu } from './saved-filters/saved-filters-menu';

export interface ListToolbarAction {
  /** Translated label. */
  label: string;
  onClick: () => void;
  /** Defaults to a plus sign. */
  icon?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

export interface ListToolbarProps {
  /** Translated title of the list. */
  title: string;
  titleComponent?: 'h1' | 'h2';
  /** Usually a `SearchField` (or several). */
  search?: ReactNode;
  /** Usually a `FilterPanel`. */
  filters?: ReactNode;
  /** Usually a `ColumnChooser`. */
  columns?: ReactNode;
  /** Clears search, filters, paging and columns. */
  onReset?: () => void;
  resetTestId?: string;
  onRefresh?: () => void;
  isRefreshing?: boolean;
  refreshTestId?: string;
  /** The main button (create...). */
  primaryAction?: ListToolbarAction;
  /** More buttons, placed before the primary action. */
  actions?: ReactNode;
  /** Shown under the controls, usually `FilterChips`. */
  chips?: ReactNode;
  /** The list's name and current query: shows Export (CSV / Excel) of every row the filters show. */
  exportable?: ListExport;
  /**
   * The screen's key for saved filters: shows the saved-filters menu. Only for screens whose
   * filters live in the address (`useListAddressState`), which is what a saved filter holds.
   */
  savedFilters?: string;
  /** Offers printing the list as it is on screen (landscape, without the frame and controls). */
  printable?: boolean;
}

/** Title and primary action on top; search, filters, columns, reset and refresh below; chips last. */
export function ListToolbar({
  title,
  titleComponent = 'h1',
  search,
  filters,
  columns,
  onReset,
  resetTestId = 'list-reset',
  onRefresh,
  isRefreshing = false,
  refreshTestId = 'list-refresh',
  primaryAction,
  actions,
  chips,
  exportable,
  savedFilters,
  printable = false,
}: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, marginBlockEnd: 2 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h5" component={titleComponent} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-print="hide">
          {actions}
          {exportable ? <ExportMenu {...exportable} /> : null}
          {primaryAction ? (
            <Button
              variant="contained"
              startIcon={primaryAction.icon ?? <AddIcon />}
              onClick={primaryAction.onClick}
              disabled={primaryAction.disabled}
              data-testid={primaryAction.testId}
            >
              {primaryAction.label}
            </Button>
          ) : null}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-print="hide">
        {search}
        {filters}
        {savedFilters ? <SavedFiltersMenu screen={savedFilters} /> : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, marginInlineStart: 'auto' }}>
          {columns}
          {printable ? <PrintButton /> : null}
          {onReset ? (
            <Tooltip title={t('ui.toolbar.reset')}>
              <IconButton onClick={onReset} aria-label={t('ui.toolbar.reset')} data-testid={resetTestId}>
                <RestartAltIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          {onRefresh ? (
            <Tooltip title={t('ui.toolbar.refresh')}>
              <IconButton
                onClick={onRefresh}
                aria-label={t('ui.toolbar.refresh')}
                aria-busy={isRefreshing}
                data-testid={refreshTestId}
              >
                {isRefreshing ? <CircularProgress size={24} /> : <RefreshIcon />}
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
      </Box>
      {chips}
      {printable ? (
        <>
          <PrintedAt />
          <ListPrintStyles />
        </>
      ) : null}
    </Box>
  );
}
