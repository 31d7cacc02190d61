import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { Product } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../ui/row-actions';

export interface ProductRowActionsProps {
  product: Product;
  onView: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Moves the product to the temporary table (visible products) or back (hidden ones). */
  onToggleVisibility?: () => void;
  isToggling?: boolean;
}

/** View, edit, delete, and the move to or from the temporary table (spec 3 §2.1, §2.2). */
export function ProductRowActions({
  product,
  onView,
  onEdit,
  onDelete,
  onToggleVisibility,
  isToggling = false,
}: ProductRowActionsProps) {
  const { t } = useTranslation();
  const toggleLabel = product.visibility
    ? t('products.actions.hide', { name: product.name })
    : t('products.actions.restore', { name: product.name });
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      <RowActions itemName={product.name} onView={onView} onEdit={onEdit} onDelete={onDelete} />
      {onToggleVisibility ? (
        <Tooltip
          title={product.visibility ? t('products.actions.hideShort') : t('products.actions.restoreShort')}
        >
          <span>
            <IconButton
              size="small"
              onClick={onToggleVisibility}
              disabled={isToggling}
              aria-label={toggleLabel}
              data-testid={product.visibility ? 'row-hide' : 'row-restore'}
            >
              {product.visibility ? <ArchiveIcon fontSize="small" /> : <UnarchiveIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
    </Box>
  );
}
