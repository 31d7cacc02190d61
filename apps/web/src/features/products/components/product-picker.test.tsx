import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleProduct } from '../test/sample-products';
import { json, type RecordedRequest, serve } from '../test/serve';
import { ProductPicker } from './product-picker';

const windscreen = sampleProduct();
let requests: RecordedRequest[] = [];
const lastList = () =>
  requests.filter((request) => request.path === '/product/getData').at(-1)?.url.searchParams;

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('products: product picker', () => {
  it('searches by name or number within a category and hands back the clicked product', async () => {
    requests = serve((_method, path) =>
      path === '/product/getData' ? json({ products: [windscreen], total: 1, totalPages: 1 }) : undefined,
    );
    const user = setupUser();
    const onPick = vi.fn();
    const onClose = vi.fn();
    renderSignedIn(<ProductPicker open onClose={onClose} onPick={onPick} />, { role: 'worker' });
    await screen.findByTestId(`row-${windscreen._id}`);
    expect(lastList()?.get('category')).toBeNull();

    await user.selectOptions(screen.getByTestId('product-picker-category'), 'windows');
    await user.type(screen.getByTestId('product-picker-search'), '1002{Enter}');
    await waitFor(() => expect(lastList()?.get('searchQuery')).toBe('1002'));
    expect(lastList()?.get('category')).toBe('windows');

    await user.click(screen.getByTestId(`row-${windscreen._id}`));
    expect(onPick).toHaveBeenCalledWith(windscreen);
    expect(onClose).toHaveBeenCalled();
  });
});
