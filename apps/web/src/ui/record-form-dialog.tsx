import { Dialog, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';

export interface RecordFormDialogProps {
  open: boolean;
  /** Backdrop click and Escape: usually the dialog's "discard changes?" check. */
  onClose: () => void;
  /** The form was submitted (the footer's save button, Enter in a field). */
  onSubmit: () => void;
  title: ReactNode;
  /** Under the title: which record it is. */
  subtitle?: ReactNode;
  testId: string;
  /** Tabs and footer, inside the dialog's form. */
  children: ReactNode;
}

/**
 * The frame of a record's tabbed dialog (products, registry records, people): a form as the
 * dialog's paper, full screen on phones, the content scrolling between a fixed title and footer.
 */
export function RecordFormDialog({
  open,
  onClose,
  onSubmit,
  title,
  subtitle,
  testId,
  children,
}: RecordFormDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A dialog opened from inside this one is portalled, but React still bubbles its submit up here.
    event.stopPropagation();
    onSubmit();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      scroll="paper"
      data-testid={testId}
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: submit,
          sx: { minHeight: { sm: '70vh' } },
        } as object,
      }}
    >
      <DialogTitle id={titleId} sx={{ paddingBlockEnd: 1 }}>
        {title}
        {subtitle ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {subtitle}
          </Typography>
        ) : null}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
