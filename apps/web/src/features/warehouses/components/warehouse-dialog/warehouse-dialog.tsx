import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Warehouse } from '@tg/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { WarehouseAnalysisTab } from '../analysis/warehouse-analysis-tab';
import { StockTab } from '../stock/stock-tab';
import { WarehouseGeneralForm } from './warehouse-general-form';

export type WarehouseDialogMode = 'create' | 'edit' | 'view';
const tabs = ['general', 'stock', 'analysis'] as const;
type TabName = (typeof tabs)[number];

export interface WarehouseDialogProps {
  open: boolean;
  /** View is read-only: the only mode for roles that do not manage warehouses. */
  mode: WarehouseDialogMode;
  /** Required for edit and view. */
  warehouse?: Warehouse;
  onClose: () => void;
}

/**
 * A warehouse (spec 3 §2.6): general details, its stock and the analysis charts. A new warehouse
 * has only the general tab until it exists. Tabs mount when first visited and then stay mounted,
 * so a half-typed search or page survives switching tabs.
 */
export function WarehouseDialog(props: WarehouseDialogProps) {
  const openings = useOpeningCount(props.open);
  return (
    <WarehouseDialogContent key={`${openings}:${props.mode}:${props.warehouse?._id ?? ''}`} {...props} />
  );
}

function WarehouseDialogContent({ open, mode, warehouse, onClose }: WarehouseDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [tab, setTab] = useState<TabName>('general');
  const [visited, setVisited] = useState<ReadonlySet<TabName>>(new Set(['general']));
  const [isDiscardOpen, setDiscardOpen] = useState(false);
  const isChangedRef = useRef<() => boolean>(() => false);
  const shownTabs = warehouse ? tabs : (['general'] as const);
  const effectiveMode = mode !== 'create' && !warehouse ? 'view' : mode;

  const requestClose = () => {
    if (isChangedRef.current()) setDiscardOpen(true);
    else onClose();
  };
  const choose = (next: TabName) => {
    setTab(next);
    setVisited((current) => new Set([...current, next]));
  };

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      scroll="paper"
      data-testid="warehouse-dialog"
    >
      <DialogTitle id={titleId} sx={{ paddingBlockEnd: 0 }}>
        {t(`warehouses.dialog.${effectiveMode}Title`)}
        {warehouse ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('warehouses.dialog.subtitle', { number: warehouse.id, name: warehouse.name })}
          </Typography>
        ) : null}
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, next: TabName) => choose(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ paddingInline: 3, borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {shownTabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`warehouses.tabs.${name}`)}
            id={`${titleId}-tab-${name}`}
            aria-controls={`${titleId}-panel-${name}`}
            data-testid={`warehouse-tab-${name}`}
          />
        ))}
      </Tabs>
      <DialogContent>
        {shownTabs.map((name) =>
          visited.has(name) ? (
            <Box
              key={name}
              role="tabpanel"
              id={`${titleId}-panel-${name}`}
              aria-labelledby={`${titleId}-tab-${name}`}
              hidden={tab !== name}
            >
              {name === 'general' ? (
                <WarehouseGeneralForm
                  mode={effectiveMode}
                  warehouse={warehouse}
                  onSaved={onClose}
                  onCancel={requestClose}
                  isChangedRef={isChangedRef}
                />
              ) : null}
              {name === 'stock' && warehouse ? <StockTab warehouse={warehouse} /> : null}
              {name === 'analysis' && warehouse ? <WarehouseAnalysisTab highlightId={warehouse.id} /> : null}
            </Box>
          ) : null,
        )}
      </DialogContent>
      <ConfirmDialog
        open={isDiscardOpen}
        destructive
        title={t('warehouses.dialog.discardTitle')}
        message={t('warehouses.dialog.discardMessage')}
        confirmLabel={t('warehouses.dialog.discardConfirm')}
        cancelLabel={t('warehouses.dialog.keepEditing')}
        onConfirm={() => {
          setDiscardOpen(false);
          onClose();
        }}
        onCancel={() => setDiscardOpen(false)}
      />
    </Dialog>
  );
}
