import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CopyableCellProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is shown; defaults to the value. */
  children?: ReactNode;
  /** Isolates the text direction: phone numbers and codes stay left-to-right inside Hebrew, cut at their own end. */
  dir?: 'ltr' | 'rtl' | 'auto';
}

type CopyState = 'idle' | 'copied' | 'failed';
const feedbackMs = 1500;

async function copyText(value: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(value);
    return;
  }
  throw new Error('Clipboard unavailable');
}

/** A cell value with a copy button; the button's tooltip says when the value was copied. */
export function CopyableCell({ value, children, dir }: CopyableCellProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await copyText(value);
      setState('copied');
    } catch (error) {
      console.warn('Copy to clipboard failed', error);
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), feedbackMs);
  };

  const tooltip =
    state === 'copied' ? t('ui.copy.copied') : state === 'failed' ? t('ui.copy.failed') : t('ui.copy.copy');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Box
        component="bdi"
        dir={dir}
        title={value || undefined}
        data-full-text={value || undefined}
        sx={{
          unicodeBidi: 'isolate',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          minWidth: 0,
        }}
      >
        {children ?? value}
      </Box>
      {value ? (
        <Tooltip title={tooltip} open={state !== 'idle' ? true : undefined} disableInteractive>
          <IconButton
            size="small"
            data-print="hide"
            aria-label={t('ui.copy.copyValue', { value })}
            onClick={(event) => {
              event.stopPropagation();
              void copy();
            }}
            onDoubleClick={(event) => event.stopPropagation()}
            sx={{ flexShrink: 0 }}
            data-testid="copy-button"
          >
            {state === 'copied' ? (
              <CheckIcon fontSize="inherit" color="success" />
            ) : (
              <ContentCopyIcon fontSize="inherit" />
            )}
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}
