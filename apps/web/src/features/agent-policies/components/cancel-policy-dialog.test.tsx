import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { samplePolicy } from '../test/sample-policies';
import { CancelPolicyDialog } from './cancel-policy-dialog';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(cleanup);

describe('agent-policies: cancel dialog', () => {
  it('asks for a reason and confirms with it trimmed', () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <CancelPolicyDialog
        open
        policy={samplePolicy()}
        isPending={false}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    expect(screen.getByTestId('cancel-policy-dialog').textContent).toContain('PI-0B9C8D7E');
    fireEvent.change(screen.getByTestId('cancel-reason'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('cancel-dialog-confirm'));
    expect(screen.getByText('יש לציין סיבה')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('cancel-reason'), { target: { value: ' הכלי נמכר ' } });
    fireEvent.click(screen.getByTestId('cancel-dialog-confirm'));
    expect(onConfirm).toHaveBeenCalledWith('הכלי נמכר');
  });
});
