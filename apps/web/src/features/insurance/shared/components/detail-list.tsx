import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface DetailItem {
  /** Translated label. */
  label: string;
  /** Empty values show a dash, so a missing answer reads as missing, not as a gap in the layout. */
  value: ReactNode;
  /** Numbers, plates, phones, e-mails and codes stay left-to-right inside right-to-left text. */
  ltr?: boolean;
  /** A test hook on the value. */
  testId?: string;
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const isEmpty = (value: ReactNode) => value === '' || value === null || value === undefined;

export type HeadingLevel = 'h3' | 'h4';

/** A titled part of a read-only record. */
export function DetailSection({
  title,
  children,
  testId,
  headingLevel = 'h3',
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  /** h4 where the section stands under a titled step or panel of its own. */
  headingLevel?: HeadingLevel;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid={testId}>
      <Typography
        id={titleId}
        component={headingLevel}
        variant="subtitle1"
        sx={{ fontWeight: 600, marginBlockEnd: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const gridColumns = {
  /** Narrow places (a third of a panel, a dialog's side): one pair a row. */
  1: 'minmax(110px, auto) 1fr',
  /** Two pairs a row on wide screens, one on phones. */
  2: { xs: 'minmax(96px, auto) 1fr', sm: 'repeat(2, minmax(120px, auto) 1fr)' },
} as const;

export interface DetailListProps {
  items: readonly DetailItem[];
  /** With a title the list is its own section. */
  title?: string;
  headingLevel?: HeadingLevel;
  columns?: keyof typeof gridColumns;
}

/** Label and value pairs of a read-only record. */
export function DetailList({ items, title, headingLevel, columns = 2 }: DetailListProps) {
  const { t } = useTranslation();
  const list = (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: gridColumns[columns],
        columnGap: 2,
        rowGap: 0.75,
        margin: 0,
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}
            data-testid={item.testId}
          >
            {isEmpty(item.value) ? (
              <>
                <span aria-hidden="true">—</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('insurance.details.empty')}
                </Box>
              </>
            ) : item.ltr ? (
              <bdi dir="ltr">{item.value}</bdi>
            ) : (
              item.value
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
  return title ? (
    <DetailSection title={title} headingLevel={headingLevel}>
      {list}
    </DetailSection>
  ) : (
    list
  );
}
