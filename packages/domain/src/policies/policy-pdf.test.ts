import { describe, expect, it } from 'vitest';
import { isPolicyPdfPreparing } from './policy-pdf';

const now = new Date('2026-11-28T10:00:00Z');
const approved = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

describe('policies: is the PDF being prepared', () => {
  it('is while an approval of the last minutes has no PDF yet', () => {
    expect(isPolicyPdfPreparing({ status: 'active', pdfReady: false, approvedAt: approved(1) }, now)).toBe(
      true,
    );
  });

  it('is not once the PDF is ready, nor for pending, cancelled or never-approved subscriptions', () => {
    expect(isPolicyPdfPreparing({ status: 'active', pdfReady: true, approvedAt: approved(1) }, now)).toBe(
      false,
    );
    expect(isPolicyPdfPreparing({ status: 'pending', pdfReady: false, approvedAt: null }, now)).toBe(false);
    expect(isPolicyPdfPreparing({ status: 'cancelled', pdfReady: false, approvedAt: approved(1) }, now)).toBe(
      false,
    );
    // Imported active subscriptions were never approved here: their PDF is made when first opened.
    expect(isPolicyPdfPreparing({ status: 'active', pdfReady: false, approvedAt: null }, now)).toBe(false);
  });

  it('stops after a few minutes, so a lost or failed print never keeps a list polling', () => {
    expect(isPolicyPdfPreparing({ status: 'active', pdfReady: false, approvedAt: approved(6) }, now)).toBe(
      false,
    );
  });
});
