import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** A titled part of the form (a section or a block inside one). */
export function FormSection({
  title,
  level = 'section',
  testId,
  actions,
  children,
}: {
  title: ReactNode;
  level?: 'section' | 'block';
  testId?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      sx={
        level === 'section'
          ? { border: 1, borderColor: 'divider', borderRadius: 1, padding: 2, marginBlockEnd: 2 }
          : { marginBlockStart: 1 }
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', marginBlockEnd: 1 }}>
        <Typography
          id={id}
          component={level === 'section' ? 'h3' : 'h4'}
          variant={level === 'section' ? 'subtitle1' : 'subtitle2'}
          sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

/** The fields of a part: one column on phones, two on tablets, three on wide screens. */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** Spans the whole row of a {@link FormGrid}. */
export function WideCell({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
