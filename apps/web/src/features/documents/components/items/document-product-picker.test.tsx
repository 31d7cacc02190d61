import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleProduct } from '../../../products/test/sample-products';
import { json, type RecordedRequest, serve } from '../../../products/test/serve';
import { DocumentProductPicker } from './document-product-picker';

const windscreen = sampleProduct();
const hiddenMirror = sampleProduct({
  _id: '4f0d5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  catalogNumber: '100777',
  name: 'מראה מוסתרת',
  visibility: false,
});

let requests: RecordedRequest[] = [];
const lastList = () =>
  requests.filter((request) => request.path === '/product/getData').at(-1)?.url.searchParams;

beforeEach(async () => {
  await i18next.changeLanguage('he');
  requests = serve((_method, path) => {
    if (path === '/product/getData') return json({ products: [windscreen], total: 1, totalPages: 1 });
    if (path === '/product/getOptions')
      return json({
        machines: [{ machine: 'JOHN DEERE', models: [{ value: '6155R' }, { value: '8R' }] }],
        years: ['2019', '2020'],
      });
    if (path === '/product/fetchProductsByVisablity')
      return json({ products: [hiddenMirror], total: 1, totalPages: 1 });
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('document product picker', () => {
  it('narrows by maker, then model, then year, and hands back the clicked product', async () => {
    const user = setupUser();
    const onPick = vi.fn();
    const onClose = vi.fn();
    renderSignedIn(<DocumentProductPicker open onClose={onClose} onPick={onPick} />, { role: 'worker' });
    await screen.findByTestId(`row-${windscreen._id}`);
    const model = screen.getByTestId('doc-product-picker-model') as HTMLSelectElement;
    expect(model.disabled).toBe(true);

    const maker = screen.getByTestId('doc-product-picker-machine');
    await within(maker).findByRole('option', { name: 'JOHN DEERE' });
    await user.selectOptions(maker, 'JOHN DEERE');
    await waitFor(() => expect(lastList()?.get('machine')).toBe('JOHN DEERE'));
    expect(model.disabled).toBe(false);
    await user.selectOptions(model, '8R');
    await user.selectOptions(screen.getByTestId('doc-product-picker-year'), '2020');
    await waitFor(() => expect(lastList()?.get('year')).toBe('2020'));
    expect(lastList()?.get('model')).toBe('8R');

    await user.click(screen.getByTestId(`row-${windscreen._id}`));
    expect(onPick).toHaveBeenCalledWith(windscreen);
    expect(onClose).toHaveBeenCalled();
  });

  it('lists hidden items too once "show only visible items" is turned off in the side drawer', async () => {
    const user = setupUser();
    const onPick = vi.fn();
    renderSignedIn(<DocumentProductPicker open onClose={vi.fn()} onPick={onPick} />, { role: 'worker' });
    await screen.findByTestId(`row-${windscreen._id}`);
    expect(screen.queryByTestId('doc-product-picker-hidden')).toBeNull();
    expect(requests.some((request) => request.path === '/product/fetchProductsByVisablity')).toBe(false);

    await user.click(screen.getByTestId('doc-product-picker-options'));
    const onlyVisible = await screen.findByTestId('doc-product-picker-only-visible');
    expect((onlyVisible as HTMLInputElement).checked).toBe(true);
    await user.click(onlyVisible);
    await user.click(screen.getByTestId('doc-product-picker-drawer-close'));

    const hidden = await screen.findByTestId('doc-product-picker-hidden');
    await user.click(await within(hidden).findByTestId(`row-${hiddenMirror._id}`));
    expect(onPick).toHaveBeenCalledWith(hiddenMirror);
  });
});
