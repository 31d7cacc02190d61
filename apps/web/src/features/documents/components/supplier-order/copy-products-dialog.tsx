import {
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type CopiedLine, isAlreadyOrdered, type OrderedLineInput } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CopyProductsDialogProps {
  open: boolean;
  /** The document's product lines. */
  products: readonly CopiedLine[];
  /** What is ordered already: those lines are shown, not offered again. */
  ordered: readonly OrderedLineInput[];
  /** Orders the chosen lines; the dialog closes once it settles. */
  onAdd: (lines: CopiedLine[]) => Promise<void>;
  onClose: () => void;
}

/** The name a line is printed with: the free item's typed name, else the catalogue's. */
export function shownName(line: CopiedLine): string {
  return (line.isGeneralName && line.generalName) || line.name || line.catalogNumber || '';
}

/**
 * "Add from the document's products": the document's product lines with a check box each; a line
 * already in the order is shown checked and disabled, so it is not ordered twice.
 */
export function CopyProductsDialog(props: CopyProductsDialogProps) {
  // Mounted only while open: every opening starts with nothing chosen.
  return props.open ? <CopyDialog {...props} /> : null;
}

function CopyDialog({ open, products, ordered, onAdd, onClose }: CopyProductsDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [isAdding, setAdding] = useState(false);
  const toggle = (index: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const add = async () => {
    setAdding(true);
    try {
      await onAdd(products.filter((_line, index) => chosen.has(index)));
    } finally {
      setAdding(false);
    }
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={isAdding ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      data-testid="supplier-order-copy"
    >
      <DialogTitle id={titleId}>{t('documents.supplierOrder.copy.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('documents.supplierOrder.copy.body')}</DialogContentText>
        <List dense>
          {products.map((line, index) => {
            const isOrdered = isAlreadyOrdered(ordered, line);
            const labelId = `${titleId}-${index}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own; the list is fixed while open
              <ListItem key={index} disablePadding>
                <ListItemButton
                  onClick={() => toggle(index)}
                  disabled={isOrdered || isAdding}
                  data-testid={`supplier-order-copy-${index}`}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Checkbox
                      edge="start"
                      checked={isOrdered || chosen.has(index)}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                  </ListItemIcon>
                  <ListItemText
                    id={labelId}
                    primary={shownName(line)}
                    secondary={
                      <>
                        {line.catalogNumber ? (
                          <>
                            <bdi>{line.catalogNumber}</bdi>
                            {' · '}
                          </>
                        ) : null}
                        {t('documents.supplierOrder.copy.quantity', { quantity: String(line.quantity ?? 1) })}
                        {isOrdered ? ` · ${t('documents.supplierOrder.copy.alreadyOrdered')}` : null}
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isAdding} data-testid="supplier-order-copy-cancel">
          {t('documents.supplierOrder.copy.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void add()}
          disabled={chosen.size === 0 || isAdding}
          startIcon={isAdding ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="supplier-order-copy-confirm"
        >
          {t('documents.supplierOrder.copy.confirm', { number: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
