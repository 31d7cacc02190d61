import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Warehouse } from '@tg/domain';
import { useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogTabs, useDialogTabs } from '../../../../ui/dialog-tabs';
import { DiscardChangesDialog, useDiscardChanges } from '../../../../ui/discard-changes-dialog';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { WarehouseAnalysisTab } from '../analysis/warehouse-analysis-tab';
import { StockTab } from '../stock/stock-tab';
import {
  isWarehouseComplete,
  useWarehouseForm,
  type WarehouseForm,
  type WarehouseFormMode,
  type WarehouseFormValues,
} from './use-warehouse-form';
import { WarehouseGeneralForm } from './warehouse-general-form';

export type WarehouseDialogMode = WarehouseFormMode;
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
 * so a half-typed search or page survives switching tabs; the footer (exit, save) stays on every tab.
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
  const formId = useId();
  const shownTabs = warehouse ? tabs : (['general'] as const);
  const effectiveMode = mode !== 'create' && !warehouse ? 'view' : mode;
  const general = useWarehouseForm({ mode: effectiveMode, warehouse, isOpen: open, onSaved: onClose });

  const requestClose = () => discard.closeOrAsk(general.hasUnsavedWork());

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
              id={formId}
              form={general.form}
              mode={effectiveMode}
              warehouse={warehouse}
              onSubmit={() => void general.submit()}
            />
          ) : warehouse && name === 'stock' ? (
            <StockTab warehouse={warehouse} />
          ) : warehouse && name === 'analysis' ? (
            <WarehouseAnalysisTab highlightId={warehouse.id} />
          ) : null
        }
      />
      <WarehouseDialogFooter
        formId={formId}
        form={general.form}
        mode={effectiveMode}
        differs={general.differs}
        onExit={requestClose}
      />
      <DiscardChangesDialog discard={discard} textsKey="warehouses.dialog" />
    </Dialog>
  );
}

interface WarehouseDialogFooterProps {
  formId: string;
  form: WarehouseForm;
  mode: WarehouseFormMode;
  differs: (values: WarehouseFormValues) => boolean;
  onExit: () => void;
}

/** Exit, and save for the general details: enabled once named and numbered and, when editing, changed. */
function WarehouseDialogFooter({ formId, form, mode, differs, onExit }: WarehouseDialogFooterProps) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as WarehouseFormValues;
  const { isSubmitting } = useFormState({ control: form.control });
  const isView = mode === 'view';
  return (
    <DialogActions sx={{ borderBlockStart: 1, borderColor: 'divider', gap: 1 }}>
      <Button onClick={onExit} disabled={isSubmitting} data-testid="warehouse-cancel">
        {isView ? t('warehouses.dialog.close') : t('warehouses.dialog.cancel')}
      </Button>
      {isView ? null : (
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={!isWarehouseComplete(values) || !differs(values) || isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="warehouse-save"
        >
          {mode === 'create' ? t('warehouses.dialog.create') : t('warehouses.dialog.save')}
        </Button>
      )}
    </DialogActions>
  );
}
