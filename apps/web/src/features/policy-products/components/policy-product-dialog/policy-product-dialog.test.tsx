import { cleanup, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderWithProviders } from '../../../../ui/test-providers';
import { setupUser } from '../../../../ui/test-user';
import { sampleLightsProduct, sampleProduct } from '../../../insurance/test/sample-insurance';
import { json, type RecordedRequest, serve } from '../../test/serve';
import { PolicyProductDialog, type PolicyProductDialogProps } from './policy-product-dialog';

const base = '/api/insurance/policy-product';
const uploadedTerms = {
  _id: '9d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a',
  url: '/api/files/signed/terms.pdf',
  name: 'terms.pdf',
  path: 'document/terms.pdf',
  mimeType: 'application/pdf',
  size: 3,
};

function renderDialog(props: Partial<PolicyProductDialogProps> = {}) {
  const onClose = vi.fn();
  renderWithProviders(<PolicyProductDialog open mode="create" onClose={onClose} {...props} />);
  return { onClose };
}

const field = (name: string) => screen.getByTestId(`policy-product-${name}`) as HTMLInputElement;
const saveButton = () => screen.getByTestId('dialog-save') as HTMLButtonElement;
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.path.startsWith(base));

async function fillRequired(user: UserEvent, { withLink = true } = {}) {
  await user.type(field('policyName'), ' מנוי חלונות ');
  await user.selectOptions(field('type'), 'windows');
  await user.type(field('policyType'), 'שירות בשטח');
  await user.type(field('policyPrice'), '1250');
  await user.type(field('deductible'), '300.5');
  if (withLink) await user.type(field('link'), 'https://example.com/terms.pdf');
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('policy-products dialog: create', () => {
  it('keeps create disabled until name, type, price, deductible and the terms are filled', async () => {
    serve(() => undefined);
    const user = setupUser();
    renderDialog();
    expect(saveButton().disabled).toBe(true);
    await fillRequired(user, { withLink: false });
    expect(saveButton().disabled).toBe(true);
    await user.type(field('link'), 'https://example.com/terms.pdf');
    expect(saveButton().disabled).toBe(false);
    await user.clear(field('policyName'));
    expect(saveButton().disabled).toBe(true);
  });

  it('says "numbers only" for an amount with more than two decimals, and keeps create disabled', async () => {
    serve(() => undefined);
    const user = setupUser();
    renderDialog();
    await fillRequired(user);
    await user.clear(field('policyPrice'));
    await user.type(field('policyPrice'), '12.345');
    await user.tab();
    expect(await screen.findByText(i18next.t('validation.numberOnly'))).toBeTruthy();
    expect(field('policyPrice').getAttribute('aria-invalid')).toBe('true');
    expect(saveButton().disabled).toBe(true);
  });

  it('refuses a link that is not http or https', async () => {
    serve(() => undefined);
    const user = setupUser();
    renderDialog();
    await fillRequired(user, { withLink: false });
    await user.type(field('link'), 'ftp://example.com/terms.pdf');
    await user.tab();
    expect(await screen.findByText(i18next.t('validation.invalidLink'))).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('sends the trimmed product with numbers and the link, then closes', async () => {
    const requests = serve((_method, path, body) =>
      path === `${base}/createPolicy` ? json(sampleProduct(body as object), 201) : undefined,
    );
    const user = setupUser();
    const { onClose } = renderDialog();
    await fillRequired(user);
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: `${base}/createPolicy`,
        body: {
          policyName: 'מנוי חלונות',
          type: 'windows',
          policyType: 'שירות בשטח',
          policyPrice: 1250,
          deductible: 300.5,
          link: 'https://example.com/terms.pdf',
          termsFileId: null,
        },
      },
    ]);
  });

  it('uploads a terms document instead of a link, sends its id, and can clear it for another', async () => {
    const requests = serve((method, path, body) => {
      if (method === 'POST' && path === '/api/files/upload') return json(uploadedTerms, 201);
      if (path === `${base}/createPolicy`) return json(sampleProduct(body as object), 201);
      return undefined;
    });
    const user = setupUser();
    const { onClose } = renderDialog();
    await fillRequired(user, { withLink: false });
    await user.upload(
      screen.getByTestId('policy-product-document-input'),
      new File(['pdf'], 'terms.pdf', { type: 'application/pdf' }),
    );
    const open = await screen.findByTestId('policy-product-document-open');
    expect(open.getAttribute('href')).toBe('/api/files/signed/terms.pdf');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('policy-product-link')).toBeNull();
    expect(saveButton().disabled).toBe(false);

    await user.click(screen.getByTestId('policy-product-document-clear'));
    expect(screen.queryByTestId('policy-product-document-open')).toBeNull();
    expect(screen.getByTestId('policy-product-document-upload')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    await user.upload(
      screen.getByTestId('policy-product-document-input'),
      new File(['pdf'], 'terms.pdf', { type: 'application/pdf' }),
    );
    await screen.findByTestId('policy-product-document-open');
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(requests)[0]?.body).toMatchObject({ link: '', termsFileId: uploadedTerms._id });
  });

  it('refuses a file of another type before uploading it', async () => {
    const requests = serve(() => undefined);
    const user = setupUser({ applyAccept: false });
    renderDialog();
    await user.upload(
      screen.getByTestId('policy-product-document-input'),
      new File(['x'], 'terms.exe', { type: 'application/octet-stream' }),
    );
    expect(
      await screen.findByText(i18next.t('errors.upload.unsupportedType', { name: 'terms.exe' })),
    ).toBeTruthy();
    expect(requests.filter((request) => request.path === '/api/files/upload')).toEqual([]);
  });

  it('shows the server’s field errors beside the fields and keeps what was typed', async () => {
    serve((_method, path) =>
      path === `${base}/createPolicy`
        ? json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Invalid',
                fields: { policyName: 'validation.tooLong', termsFileId: 'validation.invalidValue' },
              },
            },
            400,
          )
        : undefined,
    );
    const user = setupUser();
    const { onClose } = renderDialog();
    await fillRequired(user);
    await user.click(saveButton());
    expect(await screen.findByText(i18next.t('validation.tooLong'))).toBeTruthy();
    expect(screen.getByText(i18next.t('validation.invalidValue'))).toBeTruthy();
    expect(field('policyName').getAttribute('aria-invalid')).toBe('true');
    expect(field('policyName').value).toBe(' מנוי חלונות ');
    expect(field('policyPrice').value).toBe('1250');
    expect(field('link').value).toBe('https://example.com/terms.pdf');
    expect(onClose).not.toHaveBeenCalled();
    // Save waits until the field in error is changed.
    expect(saveButton().disabled).toBe(true);
  });
  it('asks before closing with what was typed, and keeps it when editing goes on', async () => {
    serve(() => undefined);
    const user = setupUser();
    const { onClose } = renderDialog();
    await user.type(field('policyName'), 'מנוי');
    await user.click(screen.getByTestId('dialog-cancel'));
    await user.click(await screen.findByTestId('confirm-no'));
    expect(onClose).not.toHaveBeenCalled();
    expect(field('policyName').value).toBe('מנוי');
    await user.click(screen.getByTestId('dialog-cancel'));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('policy-products dialog: edit', () => {
  it('keeps save disabled until something changes, then sends the id with the product', async () => {
    const product = sampleProduct();
    const requests = serve((_method, path, body) =>
      path === `${base}/updatePolicyProduct` ? json({ ...product, ...(body as object) }) : undefined,
    );
    const user = setupUser();
    const { onClose } = renderDialog({ mode: 'edit', product });
    expect(field('policyName').value).toBe(product.policyName);
    expect(field('type').value).toBe('windows');
    expect(field('policyPrice').value).toBe('1250');
    expect(saveButton().disabled).toBe(true);

    // Spaces alone are no change.
    await user.type(field('policyName'), ' ');
    expect(saveButton().disabled).toBe(true);

    await user.clear(field('policyPrice'));
    await user.type(field('policyPrice'), '1300');
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(requests)).toEqual([
      {
        method: 'PATCH',
        path: `${base}/updatePolicyProduct`,
        body: {
          _id: product._id,
          policyName: product.policyName,
          type: 'windows',
          policyType: product.policyType,
          policyPrice: 1300,
          deductible: 300,
          link: product.link,
          termsFileId: null,
        },
      },
    ]);
  });

  it('shows an uploaded document, and clearing it is a change that needs a link or a new document', async () => {
    serve(() => undefined);
    const user = setupUser();
    renderDialog({ mode: 'edit', product: sampleLightsProduct() });
    expect(screen.getByTestId('policy-product-document-open').textContent).toContain('lights-terms.pdf');
    expect(saveButton().disabled).toBe(true);
    await user.click(screen.getByTestId('policy-product-document-clear'));
    expect(saveButton().disabled).toBe(true);
    await user.type(field('link'), 'https://example.com/lights.pdf');
    expect(saveButton().disabled).toBe(false);
  });
});

describe('policy-products dialog: view', () => {
  it('is read-only with the amounts in shekels, the terms as a link and nothing to save or upload', () => {
    serve(() => undefined);
    renderDialog({ mode: 'view', product: sampleLightsProduct() });
    expect(field('policyName').readOnly).toBe(true);
    expect(field('type').value).toBe('פנסים ומראות');
    expect(field('policyPrice').value).toBe('₪890.5');
    expect(field('deductible').value).toBe('₪150');
    expect(screen.getByTestId('policy-product-terms-view').getAttribute('href')).toBe(
      '/api/files/signed/lights-terms.pdf',
    );
    expect(screen.queryByTestId('dialog-save')).toBeNull();
    expect(screen.queryByTestId('policy-product-document-upload')).toBeNull();
  });
});
