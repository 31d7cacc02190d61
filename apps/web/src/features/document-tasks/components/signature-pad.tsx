import { Box } from '@mui/material';
import { forwardRef, type PointerEvent, useEffect, useImperativeHandle, useRef } from 'react';

/** What the dialog asks of the pad: start over, and the drawing as a small PNG data URL. */
export interface SignaturePadHandle {
  clear(): void;
  toDataUrl(): string;
}

export interface SignaturePadProps {
  label: string;
  /** Called with true on the first stroke, false when cleared. */
  onInkChange: (hasInk: boolean) => void;
}

/** The stored signature's widest side, in pixels, before it is made smaller still if need be. */
const maxImageWidth = 600;
/** Well under the server's 300,000 characters. */
const maxDataUrlLength = 200_000;

/** A part of the canvas, in its own pixels. */
export interface CanvasArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The drawing as a PNG data URL: the inked `area` (the whole canvas without one), scaled down to
 * at most 600 px wide and, if the PNG is still long, smaller again until it fits well under the
 * server's limit.
 */
export function signatureDataUrl(source: HTMLCanvasElement, area?: CanvasArea): string {
  const from = area ?? { x: 0, y: 0, width: source.width || 1, height: source.height || 1 };
  let width = Math.min(maxImageWidth, from.width);
  for (let attempt = 0; attempt < 6; attempt++) {
    const target = document.createElement('canvas');
    target.width = Math.max(1, Math.round(width));
    target.height = Math.max(1, Math.round((target.width / from.width) * from.height));
    const context = target.getContext('2d');
    context?.drawImage(source, from.x, from.y, from.width, from.height, 0, 0, target.width, target.height);
    const url = target.toDataURL('image/png');
    if (url.length <= maxDataUrlLength) return url;
    width *= 0.7;
  }
  return '';
}

/** The inked part of the pad with a margin, in the canvas's pixels; the whole pad when unknown. */
export function inkedArea(
  canvas: HTMLCanvasElement,
  box: { left: number; top: number; right: number; bottom: number } | null,
): CanvasArea | undefined {
  const shown = canvas.clientWidth;
  if (!box || !shown || !canvas.width) return undefined;
  const ratio = canvas.width / shown;
  const margin = 8;
  const x = Math.max(0, Math.floor((box.left - margin) * ratio));
  const y = Math.max(0, Math.floor((box.top - margin) * ratio));
  const right = Math.min(canvas.width, Math.ceil((box.right + margin) * ratio));
  const bottom = Math.min(canvas.height, Math.ceil((box.bottom + margin) * ratio));
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : undefined;
}

/**
 * A canvas the customer signs on with a finger, a pen or a mouse (pointer events; the page does
 * not scroll while drawing on it).
 */
export const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(
  { label, onInkChange },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const inked = useRef(false);
  /** Where the ink is, in CSS pixels, so the stored image is the signature and not the empty pad. */
  const bounds = useRef<{ left: number; top: number; right: number; bottom: number } | null>(null);
  const reach = (x: number, y: number) => {
    const box = bounds.current;
    bounds.current = box
      ? {
          left: Math.min(box.left, x),
          top: Math.min(box.top, y),
          right: Math.max(box.right, x),
          bottom: Math.max(box.bottom, y),
        }
      : { left: x, top: y, right: x, bottom: y };
  };

  const inkChange = useRef(onInkChange);
  inkChange.current = onInkChange;

  // The drawing surface matches the shown size at the screen's pixel density, for a sharp line.
  // Turning the phone resizes it, which starts the signature over (a stretched one would smear).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const sizeToScreen = () => {
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round((canvas.clientWidth || 600) * ratio);
      canvas.height = Math.round((canvas.clientHeight || 240) * ratio);
      const context = canvas.getContext('2d');
      if (!context) return;
      context.scale(ratio, ratio);
      context.lineWidth = 2.5;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.strokeStyle = '#111';
    };
    sizeToScreen();
    let shownWidth = canvas.clientWidth;
    const resized = () => {
      if (canvas.clientWidth === shownWidth) return;
      shownWidth = canvas.clientWidth;
      sizeToScreen();
      drawing.current = false;
      bounds.current = null;
      if (inked.current) {
        inked.current = false;
        inkChange.current(false);
      }
    };
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);

  useImperativeHandle(ref, () => ({
    clear() {
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (canvas && context) {
        context.save();
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.clearRect(0, 0, canvas.width, canvas.height);
        context.restore();
      }
      inked.current = false;
      bounds.current = null;
      onInkChange(false);
    },
    toDataUrl() {
      const canvas = canvasRef.current;
      if (!canvas) return '';
      return signatureDataUrl(canvas, inkedArea(canvas, bounds.current));
    },
  }));

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = pointAt(event);
    context?.beginPath();
    context?.moveTo(x, y);
    // A tap leaves a dot.
    context?.lineTo(x + 0.1, y + 0.1);
    context?.stroke();
    reach(x, y);
    if (!inked.current) {
      inked.current = true;
      onInkChange(true);
    }
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    event.preventDefault();
    const context = event.currentTarget.getContext('2d');
    const { x, y } = pointAt(event);
    context?.lineTo(x, y);
    context?.stroke();
    reach(x, y);
  };

  const end = () => {
    drawing.current = false;
  };

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-testid="signature-pad"
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onPointerLeave={end}
      sx={{
        display: 'block',
        inlineSize: '100%',
        blockSize: { xs: '45vh', sm: 280 },
        minBlockSize: 200,
        maxBlockSize: 420,
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
        touchAction: 'none',
        cursor: 'crosshair',
      }}
    />
  );
});
