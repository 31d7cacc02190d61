import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, MenuItem, TextField, Tooltip, Typography, useTheme } from '@mui/material';
import { pageSizes as defaultPageSizes } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { narrowOnly, responsiveItems, wideOnly } from './pagination-range';
import { useJumpToPage, usePager } from './use-pager';

export interface PaginationProps {
  /** Current page, counted from 1. */
  page: number;
  pageSize: number;
  /** All rows on the server. */
  total: number;
  /** From the server's answer; computed from total and page size when absent. */
  totalPages?: number;
  /** Rows on the current page, for "displayed N of total". */
  displayedCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizes?: readonly number[];
  disabled?: boolean;
}

/**
 * Page-size choice, "displayed N of total", previous/next, numbered pages with ellipses (first,
 * neighbours of the current, last) and a jump-to-page field. Wraps onto several lines on phones.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalPages,
  displayedCount,
  onPageChange,
  onPageSizeChange,
  pageSizes = defaultPageSizes,
  disabled = false,
}: PaginationProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { pageCount, go } = usePager({ page, pageSize, total, totalPages, onPageChange });
  const items = responsiveItems(page, pageCount);
  const isRtl = theme.direction === 'rtl';
  const PreviousIcon = isRtl ? ChevronRightIcon : ChevronLeftIcon;
  const NextIcon = isRtl ? ChevronLeftIcon : ChevronRightIcon;
  const sizeLabelId = useId();

  return (
    <Box
      component="nav"
      aria-label={t('ui.pagination.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        paddingBlock: 1,
        paddingInline: { xs: 1, sm: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          select
          fullWidth={false}
          size="small"
          label={t('ui.pagination.pageSize')}
          value={pageSize}
          disabled={disabled}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          sx={{ minWidth: 96 }}
          slotProps={{ inputLabel: { id: sizeLabelId }, select: { labelId: sizeLabelId } }}
          data-testid="pagination-page-size"
        >
          {pageSizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography
          variant="body2"
          color="text.secondary"
          aria-live="polite"
          data-testid="pagination-displayed"
        >
          {t('ui.pagination.displayed', { shown: displayedCount, total })}
        </Typography>
      </Box>

      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          flexWrap: 'wrap',
          [theme.breakpoints.down('sm')]: { [`& > .${wideOnly}`]: { display: 'none' } },
          [theme.breakpoints.up('sm')]: { [`& > .${narrowOnly}`]: { display: 'none' } },
        }}
      >
        <Tooltip title={t('ui.pagination.previous')}>
          <span>
            <IconButton
              size="small"
              onClick={() => go(page - 1)}
              disabled={disabled || page <= 1}
              aria-label={t('ui.pagination.previous')}
              data-testid="pagination-previous"
            >
              <PreviousIcon />
            </IconButton>
          </span>
        </Tooltip>
        {items.map(({ item, className }) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              className={className}
              size="small"
              variant={item === page ? 'contained' : 'text'}
              disabled={disabled && item !== page}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('ui.pagination.page', { page: item })}
              onClick={() => go(item)}
              sx={{ minWidth: 34, paddingInline: 0.5 }}
            >
              {item}
            </Button>
          ) : (
            <Typography
              key={`${item}-${className ?? 'both'}`}
              className={className}
              component="span"
              aria-hidden
              sx={{ minWidth: 20, textAlign: 'center' }}
            >
              …
            </Typography>
          ),
        )}
        <Tooltip title={t('ui.pagination.next')}>
          <span>
            <IconButton
              size="small"
              onClick={() => go(page + 1)}
              disabled={disabled || page >= pageCount}
              aria-label={t('ui.pagination.next')}
              data-testid="pagination-next"
            >
              <NextIcon />
            </IconButton>
          </span>
        </Tooltip>
        {pageCount > 1 ? <JumpToPage pageCount={pageCount} onJump={go} disabled={disabled} /> : null}
      </Box>
    </Box>
  );
}

function JumpToPage({
  pageCount,
  onJump,
  disabled,
}: {
  pageCount: number;
  onJump: (page: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { value, setValue, isValid, isWrong, submit } = useJumpToPage(pageCount, onJump);
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, marginInlineStart: 1 }}
    >
      <TextField
        fullWidth={false}
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        disabled={disabled}
        placeholder={t('ui.pagination.jumpPlaceholder', { pages: pageCount })}
        error={isWrong}
        sx={{ width: 84 }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': t('ui.pagination.jumpTo', { pages: pageCount }),
            'data-testid': 'pagination-jump',
          },
        }}
      />
      <Button
        type="submit"
        size="small"
        variant="outlined"
        disabled={disabled || !isValid}
        sx={{ minWidth: 0 }}
      >
        {t('ui.pagination.go')}
      </Button>
    </Box>
  );
}
