import { afterEach, describe, expect, it, vi } from 'vitest';
import { inkedArea, signatureDataUrl } from './signature-pad';

afterEach(() => vi.restoreAllMocks());

/** A PNG whose length grows with its width, as a drawn signature's does. */
function fakePng(charsPerPixelColumn: number) {
  const widths: number[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    widths.push(this.width);
    return `data:image/png;base64,${'A'.repeat(this.width * charsPerPixelColumn)}`;
  });
  return widths;
}

function phoneCanvas() {
  const canvas = document.createElement('canvas');
  canvas.width = 1170; // 390 px at 3x
  canvas.height = 720;
  return canvas;
}

describe('the stored signature image', () => {
  it('is a PNG at most 600 px wide, keeping the drawing’s proportions', () => {
    const widths = fakePng(10);
    const url = signatureDataUrl(phoneCanvas());
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(widths).toEqual([600]);
  });

  it('is made smaller until it is well under the server’s 300,000 characters', () => {
    const widths = fakePng(600);
    const url = signatureDataUrl(phoneCanvas());
    expect(url.length).toBeLessThanOrEqual(200_000);
    expect(widths[0]).toBe(600);
    expect(widths.at(-1)).toBeLessThan(600);
    expect(widths.length).toBeGreaterThan(1);
  });
});

describe('the inked part of the pad', () => {
  it('is the strokes with a margin, in the canvas pixels, kept inside the pad', () => {
    const canvas = phoneCanvas(); // 390 × 240 CSS px at 3x
    Object.defineProperty(canvas, 'clientWidth', { value: 390 });
    expect(inkedArea(canvas, { left: 100, top: 50, right: 200, bottom: 90 })).toEqual({
      x: 276,
      y: 126,
      width: 348,
      height: 168,
    });
    expect(inkedArea(canvas, { left: 2, top: 2, right: 389, bottom: 239 })).toEqual({
      x: 0,
      y: 0,
      width: 1170,
      height: 720,
    });
    expect(inkedArea(canvas, null)).toBeUndefined();
  });

  it('is what the stored image shows, scaled to fit', () => {
    const widths = fakePng(10);
    signatureDataUrl(phoneCanvas(), { x: 276, y: 126, width: 348, height: 168 });
    expect(widths).toEqual([348]);
  });
});
