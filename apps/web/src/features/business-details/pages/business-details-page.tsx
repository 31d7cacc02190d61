import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessDetails } from '../api/use-business-details';
import { BusinessDetailsForm } from '../components/business-details-form';

/**
 * Settings → business details (admin; issue 17): the name, contact, bank and social details the
 * PDFs, document sharing and the storefront read.
 */
export function BusinessDetailsPage() {
  const { t } = useTranslation();
  const query = useBusinessDetails();

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Paper
        variant="outlined"
        sx={{ padding: 3 }}
        aria-busy="true"
        aria-label={t('business-details.loading')}
        data-testid="business-details-loading"
      >
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={48} />
        ))}
      </Paper>
    );
  } else if (query.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            data-testid="business-details-retry"
          >
            {t('business-details.retry')}
          </Button>
        }
        data-testid="business-details-error"
      >
        {t('business-details.loadError')}
      </Alert>
    );
  } else {
    content = <BusinessDetailsForm saved={query.data} />;
  }

  return (
    <Stack spacing={2} sx={{ maxInlineSize: 960 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('business-details.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
          {t('business-details.subtitle')}
        </Typography>
      </Box>
      {content}
    </Stack>
  );
}
