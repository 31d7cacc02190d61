import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The title band of a storefront page: a heading and a sentence, on the brand's blue. */
export function PageHero({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 7 } }}
    >
      <Container>
        <Typography
          id={id}
          component="h1"
          variant="h3"
          sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.6rem' }, maxInlineSize: 760 }}
        >
          {title}
        </Typography>
        <Typography sx={{ mt: 1.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxInlineSize: 720 }}>
          {lead}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
