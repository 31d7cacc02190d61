import { Box, ClickAwayListener, Paper, Popper } from '@mui/material';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const rightToLeftLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const anyLetter = /\p{L}/u;

/**
 * The direction a value reads in, decided like `dir="auto"` by its first letter; a value with no
 * letters (years, dates, amounts, phone numbers) reads left to right.
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const firstLetter = anyLetter.exec(text)?.[0];
  return firstLetter && rightToLeftLetter.test(firstLetter) ? 'rtl' : 'ltr';
}

export interface CellTextProps {
  /** The full value, shown on hover (title) and on a long press. */
  title?: string;
  /** The value's own direction: its ellipsis goes at the end it reads towards. */
  dir?: 'ltr' | 'rtl';
  /** The column's alignment; 'left' is the page's start side (mirrored in right-to-left). */
  align?: 'left' | 'center' | 'right';
  /** False lets the text wrap (cards) instead of cutting it with an ellipsis (table rows). */
  truncate?: boolean;
  children: ReactNode;
}

/**
 * One list value, isolated from the text around it: a left-to-right value (a number, an e-mail, a
 * plate, a Latin model name) inside a right-to-left table keeps its order and is cut at its own end,
 * with the full value on hover and on a long press (see `useLongPressTip`).
 */
export function CellText({ title, dir, align = 'left', truncate = true, children }: CellTextProps) {
  return (
    <Box
      component="bdi"
      dir={dir}
      title={title || undefined}
      data-full-text={title || undefined}
      sx={{
        display: 'block',
        unicodeBidi: 'isolate',
        // The right-to-left style cache mirrors 'left' to 'right': the value starts on the page's start side.
        textAlign: align,
        ...(truncate
          ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
          : { overflowWrap: 'anywhere' }),
      }}
    >
      {children}
    </Box>
  );
}

const longPressMs = 500;
const moveTolerancePx = 10;

interface Tip {
  anchor: HTMLElement;
  text: string;
}

/**
 * Touch screens have no hover: pressing a value (or a header) for half a second shows its full text
 * above it, until the next touch elsewhere. Mouse and keyboard use are untouched. Spread `handlers`
 * on the list's container and render `tip` inside it.
 */
export function useLongPressTip() {
  const [tip, setTip] = useState<Tip | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const justShown = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    start.current = null;
  }, []);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      cancel();
      setTip(null);
      justShown.current = false;
      if (event.pointerType !== 'touch' && event.pointerType !== 'pen') return;
      const target = (event.target as HTMLElement).closest<HTMLElement>('[data-full-text]');
      const text = target?.dataset.fullText;
      if (!target || !text || !event.currentTarget.contains(target)) return;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        justShown.current = true;
        setTip({ anchor: target, text });
      }, longPressMs);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > moveTolerancePx) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    /** The press that showed the text does not also open the row. */
    onClickCapture: (event: { stopPropagation: () => void; preventDefault: () => void }) => {
      if (!justShown.current) return;
      justShown.current = false;
      event.stopPropagation();
      event.preventDefault();
    },
    /** No context menu or selection callout over the shown text. */
    onContextMenu: (event: { preventDefault: () => void }) => {
      if (start.current || justShown.current) event.preventDefault();
    },
  };

  const element = tip ? (
    <Popper open anchorEl={tip.anchor} placement="top" sx={{ zIndex: 'tooltip' }}>
      <ClickAwayListener onClickAway={() => setTip(null)} touchEvent="onTouchStart" mouseEvent={false}>
        <Paper
          role="tooltip"
          elevation={4}
          data-testid="full-text-tip"
          onClick={() => setTip(null)}
          sx={{ paddingBlock: 0.5, paddingInline: 1, maxWidth: 'min(90vw, 420px)', overflowWrap: 'anywhere' }}
        >
          <bdi dir={textDirection(tip.text)}>{tip.text}</bdi>
        </Paper>
      </ClickAwayListener>
    </Popper>
  ) : null;

  return { handlers, tip: element };
}
