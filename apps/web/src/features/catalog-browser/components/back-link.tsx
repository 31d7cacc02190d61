import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Button, useTheme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A link back up the catalogue; its arrow points to the reading start (right in Hebrew). */
export function BackLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  const theme = useTheme();
  const Arrow = theme.direction === 'rtl' ? ArrowForwardIcon : ArrowBackIcon;
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<Arrow />}
      size="small"
      data-testid={testId}
      sx={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
