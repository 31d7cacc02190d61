import { Dialog, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { Warehouse } from '@tg/domain';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogTabs, useDialogTabs } from '../../../../ui/dialog-tabs';
import { DiscardChangesDialog, useDiscardChanges } from '../../../../ui/discard-changes-dialog';
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
  const dialogTabs = useDialogTabs<TabName>('general');
  const discard = useDiscardChanges(onClose);
  const isChangedRef = useRef<() => boolean>(() => false);
  const shownTabs = warehouse ? tabs : (['general'] as const);
  const effectiveMode = mode !== 'create' && !warehouse ? 'view' : mode;

  const requestClose = () => discard.closeOrAsk(isChangedRef.current());

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
      <DialogTabs
        state={dialogTabs}
        tabs={shownTabs}
        label={(name) => t(`warehouses.tabs.${name}`)}
        testIdPrefix="warehouse"
        render={(name) =>
          name === 'general' ? (
            <WarehouseGeneralForm
              mode={effectiveMode}
              warehouse={warehouse}
              onSaved={onClose}
              onCancel={requestClose}
              isChangedRef={isChangedRef}
            />
          ) : warehouse && name === 'stock' ? (
            <StockTab warehouse={warehouse} />
          ) : warehouse && name === 'analysis' ? (
            <WarehouseAnalysisTab highlightId={warehouse.id} />
          ) : null
        }
      />
      <DiscardChangesDialog discard={discard} textsKey="warehouses.dialog" />
    </Dialog>
  );
}
