import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DetailItem } from '../policy-display';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Label and value pairs in two columns (one on phones); an empty value shows a dash. */
export function DetailList({ title, items }: { title: string; items: DetailItem[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(110px, auto) 1fr',
          columnGap: 1.5,
          rowGap: 0.5,
          margin: 0,
        }}
      >
        {items.map((item) => (
          <Box key={item.id} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid={`policy-detail-${item.id}`}
            >
              {item.value ? (
                <bdi dir={item.ltr ? 'ltr' : undefined}>{item.value}</bdi>
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <Box component="span" sx={visuallyHidden}>
                    {t('agent-policies.fields.empty')}
                  </Box>
                </>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
