import { Box, Dialog, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { BulkFailure, BulkProgressState } from './send-in-chunks';

interface BulkDialogProps {
  open: boolean;
  /** While the chunks go it cannot be closed (no Esc, no click outside), so no batch is left half-sent by accident. */
  isSending: boolean;
  onClose(): void;
  titleId: string;
  testId: string;
  children: ReactNode;
}

/** The frame of a bulk action's dialog (approve many, change many documents). */
export function BulkDialog({ open, isSending, onClose, titleId, testId, children }: BulkDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (isSending || reason === 'backdropClick') return;
        onClose();
      }}
      disableEscapeKeyDown={isSending}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid={testId}
    >
      {children}
    </Dialog>
  );
}

/** The bar that counts the ids sent so far, with its text read out as it moves. */
export function BulkProgress({
  progress,
  label,
  text,
  testId,
}: {
  progress: BulkProgressState;
  /** The bar's name ("Progress"). */
  label: string;
  /** "20 of 40". */
  text: string;
  testId: string;
}) {
  return (
    <Box data-testid={testId}>
      <LinearProgress
        variant="determinate"
        value={progress.total > 0 ? (progress.done / progress.total) * 100 : 0}
        aria-label={label}
        aria-valuetext={text}
      />
      <Typography variant="body2" sx={{ marginBlockStart: 1 }} aria-live="polite">
        {text}
      </Typography>
    </Box>
  );
}

/** Each id not acted on, with its translated reason and the id itself (left to right). */
export function BulkFailures({
  title,
  failures,
  reasonOf,
  nameOf = (failure) => failure._id,
  testIdPrefix,
}: {
  title: string;
  failures: readonly BulkFailure[];
  reasonOf: (failure: BulkFailure) => string;
  /** How a row is named to people (its number); the id by default. */
  nameOf?: (failure: BulkFailure) => string;
  testIdPrefix: string;
}) {
  if (failures.length === 0) return null;
  return (
    <Box sx={{ marginBlockStart: 2 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <List dense data-testid={`${testIdPrefix}-failures`}>
        {failures.map((failure) => (
          <ListItem key={failure._id} disableGutters data-testid={`${testIdPrefix}-failure`}>
            <ListItemText
              primary={reasonOf(failure)}
              secondary={
                <Box component="bdi" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                  {nameOf(failure)}
                </Box>
              }
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
