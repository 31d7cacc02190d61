import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump past the header and navigation. Visible only when focused. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${target}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        insetBlockStart: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { insetBlockStart: 8 },
      }}
    >
      {t('common.actions.skipToContent')}
    </Box>
  );
}
