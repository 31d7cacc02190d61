import { Paper } from '@mui/material';
import { type DetailItem, DetailList } from '../../shared/components/detail-list';

/** One card of the summary step: a titled list of what will be sent. */
export function SummarySection({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: readonly DetailItem[];
  testId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ padding: 2 }} data-testid={testId}>
      <DetailList title={title} items={rows} headingLevel="h4" columns={1} />
    </Paper>
  );
}
