import { Alert, Box, Button, Typography } from '@mui/material';
import { type DocumentInput, SIGNATURE_CANVAS } from '@tg/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';

/** The two signatures of the form, in the order they are shown. */
export const signers = ['driverSign', 'insuredSign'] as const;
export type Signer = (typeof signers)[number];

/** How much larger than its drawing size (120×35) a pad is shown, so a finger can sign on a phone. */
const displayScale = 2.5;

export interface SignatureCanvasProps {
  /** The drawing size (spec 2 §9: 120 by 35 by default), shown {@link displayScale} times larger. */
  width?: number;
  height?: number;
  /** A signature already given (a PNG data URL), shown on the pad until cleared. */
  initial: string;
  label: string;
  testId: string;
  /** The pad was drawn on or cleared: what it shows is not approved yet. */
  onChange: () => void;
  /** Receives the pad, to read and clear it. */
  padRef: { current: SignaturePad | null };
}

/**
 * A signature pad (signature_pad): a black 2-pixel line, read as a PNG. The canvas's pixels follow
 * the screen's density, so the line stays sharp; signature_pad draws in CSS pixels.
 */
export function SignatureCanvas({
  width = SIGNATURE_CANVAS.width,
  height = SIGNATURE_CANVAS.height,
  initial,
  label,
  testId,
  onChange,
  padRef,
}: SignatureCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pad is made once; a new initial signature comes with a new mount
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // As large as the room allows up to the display scale, never below the drawing size: the
    // shown size and the canvas's pixels must agree, or the line would not follow the pointer.
    const room = canvas.parentElement?.clientWidth || width * displayScale;
    const cssWidth = Math.max(width, Math.min(width * displayScale, room));
    const cssHeight = (cssWidth * height) / width;
    canvas.style.inlineSize = `${cssWidth}px`;
    canvas.style.blockSize = `${cssHeight}px`;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = Math.round(cssWidth * ratio);
    canvas.height = Math.round(cssHeight * ratio);
    const context = canvas.getContext('2d');
    // A browser without a 2D canvas cannot sign: the pad stays empty rather than failing the form.
    if (!context) return;
    context.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, {
      penColor: SIGNATURE_CANVAS.color,
      // signature_pad's widths are the line's half-widths: a 2-pixel line.
      minWidth: SIGNATURE_CANVAS.lineWidth / 2,
      maxWidth: SIGNATURE_CANVAS.lineWidth / 2,
      dotSize: SIGNATURE_CANVAS.lineWidth / 2,
    });
    if (initial) pad.fromDataURL(initial, { ratio, width: cssWidth, height: cssHeight }).catch(() => {});
    const onEnd = () => changed.current();
    pad.addEventListener('endStroke', onEnd);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-testid={testId}
      sx={{
        display: 'block',
        inlineSize: width * displayScale,
        blockSize: height * displayScale,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        backgroundColor: '#fff',
        touchAction: 'none',
        cursor: 'crosshair',
      }}
    />
  );
}

/** A stored signature shown as an image (read-only), or a dash-like note when there is none. */
function SignatureImage({ value, label, testId }: { value: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return value ? (
    <Box
      component="img"
      src={value}
      alt={label}
      data-testid={testId}
      sx={{
        display: 'block',
        inlineSize: SIGNATURE_CANVAS.width * displayScale,
        blockSize: SIGNATURE_CANVAS.height * displayScale,
        maxInlineSize: '100%',
        objectFit: 'contain',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        backgroundColor: '#fff',
      }}
    />
  ) : (
    <Typography variant="body2" color="text.secondary" data-testid={`${testId}-none`}>
      {t('damage-report.signatures.none')}
    </Typography>
  );
}

type Status = 'idle' | 'pending' | 'approved' | 'empty';

/**
 * The driver's and the insured's signature pads with clear buttons, and "approve signatures",
 * which stores both as PNG data URLs in the form (an empty pad stores no signature). Read-only
 * shows the stored signatures as images.
 */
export function SignaturePads({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<DocumentInput>();
  const stored = {
    driverSign: (useWatch({ control, name: 'damageReport.driverSign' }) as string | undefined) ?? '',
    insuredSign: (useWatch({ control, name: 'damageReport.insuredSign' }) as string | undefined) ?? '',
  };
  const pads = {
    driverSign: useRef<SignaturePad | null>(null),
    insuredSign: useRef<SignaturePad | null>(null),
  };
  // What each pad started with: the pads are drawn from it once, not again after each approval.
  const [initial] = useState(stored);
  const [status, setStatus] = useState<Status>('idle');
  const statusId = useId();

  const approve = () => {
    const signatures = signers.map((signer) => {
      const pad = pads[signer].current;
      return !pad || pad.isEmpty() ? '' : pad.toDataURL('image/png');
    });
    if (signatures.every((signature) => signature === '')) {
      setStatus('empty');
      return;
    }
    for (const [index, signer] of signers.entries())
      setValue(`damageReport.${signer}`, signatures[index] ?? '', { shouldDirty: true, shouldTouch: true });
    setStatus('approved');
  };

  const clear = (signer: Signer) => {
    pads[signer].current?.clear();
    setStatus('pending');
  };

  return (
    <Box data-testid="dr-signatures">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {signers.map((signer) => {
          const label = t(`damage-report.signatures.${signer}`);
          return (
            <Box key={signer} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minInlineSize: 0 }}>
              <Typography variant="subtitle2" component="span">
                {label}
              </Typography>
              {readOnly ? (
                <SignatureImage value={stored[signer]} label={label} testId={`dr-signature-${signer}`} />
              ) : (
                <>
                  <SignatureCanvas
                    initial={initial[signer]}
                    label={label}
                    testId={`dr-signature-${signer}`}
                    padRef={pads[signer]}
                    onChange={() => setStatus('pending')}
                  />
                  <Box>
                    <Button
                      size="small"
                      onClick={() => clear(signer)}
                      data-testid={`dr-signature-${signer}-clear`}
                    >
                      {t('damage-report.signatures.clear')}
                    </Button>
                  </Box>
                </>
              )}
            </Box>
          );
        })}
      </Box>
      {readOnly ? null : (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, marginBlockStart: 2 }}>
          <Button
            variant="contained"
            onClick={approve}
            aria-describedby={status === 'idle' ? undefined : statusId}
            data-testid="dr-approve-signatures"
          >
            {t('damage-report.signatures.approve')}
          </Button>
          {status === 'idle' ? null : (
            <Alert
              id={statusId}
              severity={status === 'approved' ? 'success' : status === 'empty' ? 'error' : 'warning'}
              role="status"
              sx={{ paddingBlock: 0 }}
              data-testid="dr-signatures-status"
            >
              {t(`damage-report.signatures.${status}`)}
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
