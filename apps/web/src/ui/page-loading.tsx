import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar that moves while a page's code arrives: what LinearProgress draws, without its
 * component in the storefront's first load (ADR 0031). Still for those who ask for less motion.
 */
export function PageLoading() {
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      sx={{ position: 'relative', overflow: 'hidden', blockSize: 4, bgcolor: 'rgba(13, 71, 161, 0.2)' }}
    >
      <Box
        sx={{
          position: 'absolute',
          insetBlock: 0,
          insetInlineStart: 0,
          inlineSize: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    </Box>
  );
}
