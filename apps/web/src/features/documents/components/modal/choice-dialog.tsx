import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChoiceDialogProps<T> {
  open: boolean;
  /** Translated title and explanation. */
  title: string;
  body: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** What a row shows: a main line and, under it, the numbers that tell rows apart (left-to-right). */
  describe: (item: T) => { primary: string; secondary?: string };
  onPick: (item: T) => void;
  onCancel: () => void;
  testId: string;
}

/**
 * Several records match what was searched (spec 2 §4: "several results open a chooser"): the
 * person picks one. A list that works the same at 390 px and at 1366 px.
 */
export function ChoiceDialog<T>({
  open,
  title,
  body,
  items,
  itemKey,
  describe,
  onPick,
  onCancel,
  testId,
}: ChoiceDialogProps<T>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={isPhone}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 1 }}>{body}</DialogContentText>
        <List disablePadding>
          {items.map((item) => {
            const { primary, secondary } = describe(item);
            return (
              <ListItemButton
                key={itemKey(item)}
                divider
                onClick={() => onPick(item)}
                data-testid={`${testId}-choice`}
              >
                <ListItemText
                  primary={primary}
                  secondary={secondary ? <bdi dir="ltr">{secondary}</bdi> : undefined}
                />
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('ui.dialog.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
