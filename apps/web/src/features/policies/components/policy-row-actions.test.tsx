import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { samplePolicy } from '../../insurance/test/sample-insurance';
import { refetchWhilePdfPreparing } from '../api/use-policies';
import { PolicyRowActions } from './policy-row-actions';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const justApproved = samplePolicy({ status: 'active', approvedAt: minutesAgo(1), pdfReady: false });
const withPdf = samplePolicy({ status: 'active', approvedAt: minutesAgo(1), pdfReady: true });

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(cleanup);

describe('policies: the row’s PDF after approval', () => {
  it('shows “PDF being prepared” instead of the PDF button while the PDF is printed in the background', () => {
    renderWithProviders(<PolicyRowActions policy={justApproved} onViewPdf={vi.fn()} />);
    const preparing = screen.getByTestId('policy-pdf-preparing');
    expect(preparing.getAttribute('aria-label')).toBe(
      i18next.t('policies.actions.pdfPreparingNamed', { name: justApproved.policyNumber }),
    );
    expect(screen.queryByTestId('policy-pdf')).toBeNull();
  });

  it('shows the PDF button once the PDF is ready, and for an old approval whose PDF is made on demand', () => {
    renderWithProviders(<PolicyRowActions policy={withPdf} onViewPdf={vi.fn()} />);
    expect(screen.getByTestId('policy-pdf')).toBeTruthy();
    cleanup();
    const longAgo = samplePolicy({ status: 'active', approvedAt: minutesAgo(60), pdfReady: false });
    renderWithProviders(<PolicyRowActions policy={longAgo} onViewPdf={vi.fn()} />);
    expect(screen.getByTestId('policy-pdf')).toBeTruthy();
    expect(screen.queryByTestId('policy-pdf-preparing')).toBeNull();
  });

  it('the list asks again while a shown row’s PDF is being prepared, and stops when none is', () => {
    const page = (policies: (typeof justApproved)[]) => ({ policies, total: policies.length, totalPages: 1 });
    expect(refetchWhilePdfPreparing(page([withPdf, justApproved]))).toBeGreaterThan(0);
    expect(refetchWhilePdfPreparing(page([withPdf]))).toBe(false);
    expect(refetchWhilePdfPreparing(undefined)).toBe(false);
  });
});
