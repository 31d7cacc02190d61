import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Typography } from '@mui/material';

export interface PendingModuleNoticeProps {
  /** Translated sentence naming what is missing and the module that will bring it. */
  message: string;
  testId?: string;
}

/** An honest placeholder for a tab or panel whose data comes from a module not built yet. */
export function PendingModuleNotice({ message, testId }: PendingModuleNoticeProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        paddingBlock: 4,
      }}
      data-testid={testId}
    >
      <ConstructionIcon color="warning" sx={{ fontSize: 40, marginBlockEnd: 1 }} aria-hidden />
      <Typography>{message}</Typography>
    </Box>
  );
}
