import { Box, Typography } from '@mui/material';

/** A main-page list's heading, with "the latest N of M" when there are more than shown. */
export function SectionHeading({ id, title, note }: { id: string; title: string; note?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', marginBlockEnd: 1 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}
