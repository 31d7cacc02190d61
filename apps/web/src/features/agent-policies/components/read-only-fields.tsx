import { Box, TextField, Typography } from '@mui/material';
import type { PolicyField } from '../policy-display';

/** A block of fields shown the way a form shows them, but not editable (spec 1 §2, edit dialog). */
export function ReadOnlyFields({ title, items }: { title: string; items: PolicyField[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 1.5,
        }}
      >
        {items.map((item) => (
          <TextField
            key={item.id}
            label={item.label}
            value={item.value}
            variant="filled"
            size="small"
            fullWidth
            slotProps={{
              input: { readOnly: true },
              htmlInput: {
                dir: item.ltr ? 'ltr' : undefined,
                'aria-readonly': true,
                'data-testid': `policy-readonly-${item.id}`,
              },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
