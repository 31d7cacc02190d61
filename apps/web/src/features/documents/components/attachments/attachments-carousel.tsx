import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, ButtonBase, IconButton, Stack, Tooltip, Typography, useTheme } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentItem } from './use-document-attachments';

export interface AttachmentsCarouselProps {
  items: readonly AttachmentItem[];
  /** The shown item's place in `items`. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Without it (read-only) the delete button is disabled. */
  onRemove?: (item: AttachmentItem) => void;
  testId: string;
}

/**
 * One attachment at a time, large, with previous/next and a counter, and a strip of thumbnails
 * to jump to any (spec 2 §2). Pictures show themselves; other files their name and an icon.
 */
export function AttachmentsCarousel({
  items,
  index,
  onIndexChange,
  onRemove,
  testId,
}: AttachmentsCarouselProps) {
  const { t } = useTranslation();
  const isRtl = useTheme().direction === 'rtl';
  const current = items[Math.min(index, items.length - 1)];
  const last = items.length - 1;

  useEffect(() => {
    if (index > last && last >= 0) onIndexChange(last);
  }, [index, last, onIndexChange]);

  if (!current) return null;
  const shown = Math.min(index, last);
  // "Previous" points to where reading comes from: right in Hebrew and Arabic.
  const PreviousIcon = isRtl ? ChevronRightIcon : ChevronLeftIcon;
  const NextIcon = isRtl ? ChevronLeftIcon : ChevronRightIcon;

  return (
    <Box
      data-testid={testId}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('document-attachments.carousel')}
      onKeyDown={(event) => {
        const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
        const back = isRtl ? 'ArrowRight' : 'ArrowLeft';
        if (event.key === forward && shown < last) onIndexChange(shown + 1);
        if (event.key === back && shown > 0) onIndexChange(shown - 1);
      }}
    >
      <Box
        sx={{
          position: 'relative',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.50',
          blockSize: { xs: 220, sm: 300 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {current.isImage ? (
          <Box
            component="img"
            src={current.url}
            alt={current.name}
            data-testid={`${testId}-image`}
            sx={{ maxInlineSize: '100%', maxBlockSize: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Stack
            alignItems="center"
            spacing={1}
            sx={{ paddingInline: 2, textAlign: 'center', minInlineSize: 0 }}
          >
            <InsertDriveFileIcon sx={{ fontSize: 64 }} color="action" />
            <Typography sx={{ wordBreak: 'break-word' }} data-testid={`${testId}-file-name`}>
              {current.name}
            </Typography>
          </Stack>
        )}
      </Box>

      <Typography
        noWrap
        title={current.name}
        variant="body2"
        color="text.secondary"
        sx={{ marginBlockStart: 1 }}
        data-testid={`${testId}-name`}
      >
        {current.name}
      </Typography>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
        <Stack direction="row" alignItems="center">
          <IconButton
            aria-label={t('document-attachments.previous')}
            disabled={shown === 0}
            onClick={() => onIndexChange(shown - 1)}
            data-testid={`${testId}-previous`}
          >
            <PreviousIcon />
          </IconButton>
          <Typography
            aria-live="polite"
            data-testid={`${testId}-counter`}
            sx={{ minInlineSize: 64, textAlign: 'center' }}
          >
            {t('document-attachments.counter', { current: shown + 1, total: items.length })}
          </Typography>
          <IconButton
            aria-label={t('document-attachments.next')}
            disabled={shown === last}
            onClick={() => onIndexChange(shown + 1)}
            data-testid={`${testId}-next`}
          >
            <NextIcon />
          </IconButton>
        </Stack>
        <Stack direction="row" alignItems="center">
          <Tooltip title={t('document-attachments.open', { name: current.name })}>
            <IconButton
              component="a"
              href={current.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('document-attachments.open', { name: current.name })}
              data-testid={`${testId}-open`}
            >
              <OpenInNewIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('document-attachments.remove', { name: current.name })}>
            <span>
              <IconButton
                color="error"
                aria-label={t('document-attachments.remove', { name: current.name })}
                disabled={!onRemove}
                onClick={() => onRemove?.(current)}
                data-testid={`${testId}-remove`}
              >
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>

      <Box
        component="ul"
        aria-label={t('document-attachments.thumbnails')}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          listStyle: 'none',
          margin: 0,
          padding: 0,
          paddingBlock: 0.5,
        }}
      >
        {items.map((item, position) => (
          <Box component="li" key={item.key} sx={{ flex: '0 0 auto' }}>
            <ButtonBase
              onClick={() => onIndexChange(position)}
              aria-label={t('document-attachments.show', { name: item.name })}
              aria-current={position === shown ? 'true' : undefined}
              data-testid={`${testId}-thumbnail-${position}`}
              sx={{
                inlineSize: 64,
                blockSize: 64,
                borderRadius: 1,
                border: 2,
                borderColor: position === shown ? 'primary.main' : 'divider',
                overflow: 'hidden',
                bgcolor: 'grey.100',
              }}
            >
              {item.isImage ? (
                <Box
                  component="img"
                  src={item.url}
                  alt=""
                  sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
                />
              ) : (
                <InsertDriveFileIcon color="action" />
              )}
            </ButtonBase>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
