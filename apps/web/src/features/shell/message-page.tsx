import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface MessagePageProps {
  icon: ReactNode;
  title: string;
  body: string;
  action: { label: string; to: string; variant?: 'outlined' | 'contained' };
  testId: string;
}

/** A centred card that tells the person where they are and offers one way on. */
export function MessagePage({ icon, title, body, action, testId }: MessagePageProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, sm: 8 }, px: 2 }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxInlineSize: 560, inlineSize: '100%', textAlign: 'center' }}
        data-testid={testId}
      >
        {icon}
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {body}
        </Typography>
        <Button component={RouterLink} to={action.to} variant={action.variant ?? 'outlined'}>
          {action.label}
        </Button>
      </Paper>
    </Box>
  );
}
