import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { ChooseFilesButton, FilesSection, type FilesSectionProps, UploadsInProgress } from './attached-files';

afterEach(cleanup);

const files = [
  { _id: 'a', url: '/files/a.pdf', name: 'a.pdf' },
  { _id: 'b', url: '/files/b.pdf', name: 'b.pdf' },
];

const section: FilesSectionProps<(typeof files)[number]> = {
  layout: 'list',
  files,
  textsKey: 'registry.files',
  heading: 'Documents',
  headingId: 'sample-documents',
  emptyText: 'No documents',
  emptyTestId: 'sample-empty',
  listTestId: 'sample-list',
  openTestId: 'sample-open',
  removeTestId: 'sample-remove',
};

describe('files attached files', () => {
  it('lists the files as links named after them, in a section named by its heading', () => {
    renderWithProviders(<FilesSection {...section} />);
    expect(screen.getByRole('region', { name: 'Documents' })).toBeTruthy();
    const links = screen.getAllByTestId('sample-open');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/files/a.pdf', '/files/b.pdf']);
    expect(links[0]?.getAttribute('aria-label')).toBe(i18next.t('registry.files.open', { name: 'a.pdf' }));
    expect(screen.queryByTestId('sample-remove')).toBeNull();
  });

  it('shows thumbnails, and removes the file whose button is pressed', async () => {
    const onRemove = vi.fn();
    const user = setupUser();
    renderWithProviders(<FilesSection {...section} layout="thumbnails" onRemove={onRemove} />);
    const grid = screen.getByTestId('sample-list');
    expect(within(grid).getAllByRole('img')).toHaveLength(2);
    await user.click(within(grid).getAllByTestId('sample-remove')[1] as HTMLElement);
    expect(onRemove).toHaveBeenCalledWith(files[1]);
  });

  it('says when there are no files', () => {
    renderWithProviders(<FilesSection {...section} files={[]} />);
    expect(screen.getByTestId('sample-empty').textContent).toBe('No documents');
    expect(screen.queryByTestId('sample-list')).toBeNull();
  });

  it('shows one progress line per upload, and nothing when none runs', () => {
    const pending = [{ key: '1', name: 'c.pdf', purpose: 'document' as const }];
    const { rerender } = renderWithProviders(
      <UploadsInProgress pending={pending} textsKey="registry.files" testId="sample-pending" />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe(
      i18next.t('registry.files.uploading', { name: 'c.pdf' }),
    );
    rerender(<UploadsInProgress pending={[]} textsKey="registry.files" testId="sample-pending" />);
    expect(screen.queryByTestId('sample-pending')).toBeNull();
  });

  it('hands over the chosen files and clears the chooser so the same file can be chosen again', () => {
    const onChoose = vi.fn();
    renderWithProviders(
      <ChooseFilesButton
        purpose="document"
        label="Add"
        icon={null}
        onChoose={onChoose}
        testId="sample-add"
        inputTestId="sample-input"
      />,
    );
    const input = screen.getByTestId('sample-input') as HTMLInputElement;
    const file = new File(['x'], 'c.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChoose).toHaveBeenCalledWith([file]);
    expect(input.value).toBe('');
  });
});
