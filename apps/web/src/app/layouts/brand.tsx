import WindowIcon from '@mui/icons-material/Window';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The business name, linking home. */
export function Brand({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        minInlineSize: 0,
        '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 1 },
      }}
    >
      <WindowIcon aria-hidden />
      <Typography
        component="span"
        variant="h6"
        noWrap
        sx={{ fontWeight: 700, fontSize: compact ? '1rem' : '1.15rem' }}
      >
        {t('common.appName')}
      </Typography>
    </Box>
  );
}
