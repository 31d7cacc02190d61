import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditDialogFooter, type EditDialogFooterProps } from './edit-dialog-footer';
import { renderWithProviders } from './test-providers';

afterEach(cleanup);

const base: EditDialogFooterProps = {
  mode: 'edit',
  isChanged: false,
  isSaving: false,
  pendingUploads: 0,
  uploadsLabel: '2 files uploading',
  exitLabel: 'Exit',
  saveLabel: 'Update',
  onExit: () => {},
};

const isSaveDisabled = () => screen.getByTestId('dialog-save').hasAttribute('disabled');

describe('ui edit dialog footer', () => {
  it('keeps update disabled until something changed; create is enabled at once', () => {
    const { rerender } = renderWithProviders(<EditDialogFooter {...base} />);
    expect(isSaveDisabled()).toBe(true);
    rerender(<EditDialogFooter {...base} isChanged />);
    expect(isSaveDisabled()).toBe(false);
    rerender(<EditDialogFooter {...base} mode="create" />);
    expect(isSaveDisabled()).toBe(false);
    rerender(<EditDialogFooter {...base} mode="create" isSaving />);
    expect(isSaveDisabled()).toBe(true);
    expect(screen.getByTestId('dialog-cancel').hasAttribute('disabled')).toBe(true);
  });

  it('has no save in view mode and says when uploads run', () => {
    renderWithProviders(<EditDialogFooter {...base} mode="view" pendingUploads={2} />);
    expect(screen.queryByTestId('dialog-save')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 files uploading');
  });
});
