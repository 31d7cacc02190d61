import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { setupUser } from '../../../ui/test-user';
import { quoteDraftKey } from '../components/quote-form';
import {
  businessDetails,
  businessDetailsPath,
  json,
  renderStorefront,
  serve,
} from '../test/render-storefront';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function fillForm(user: ReturnType<typeof setupUser>) {
  await user.type(await screen.findByTestId('quote-name'), 'יוסי כהן');
  await user.type(screen.getByTestId('quote-phoneNumber'), '050-7654321');
  await user.type(screen.getByTestId('quote-tractorNumber'), '1234567');
  await user.type(screen.getByTestId('quote-message'), 'שמשה קדמית סדוקה');
}

describe('storefront: the contact page asks for a quote', () => {
  it('sends the visitor’s request as a lead and shows its number', async () => {
    const requests = serve({
      [businessDetailsPath]: businessDetails,
      'POST /api/leads': { leadNumber: 1042 },
    });
    const user = setupUser();
    renderStorefront('/contact');
    await fillForm(user);
    await user.click(screen.getByTestId('quote-submit'));
    expect((await screen.findByTestId('quote-lead-number')).textContent).toBe('מספר הבקשה: 1042');
    const lead = requests.find((request) => request.method === 'POST' && request.path === '/api/leads');
    expect(lead?.body).toEqual({
      name: 'יוסי כהן',
      phoneNumber: '050-7654321',
      machine: { tractorNumber: '1234567', vinNumber: '' },
      message: 'שמשה קדמית סדוקה',
      photoIds: [],
      source: 'contact',
      language: 'he',
    });
    expect(sessionStorage.getItem(quoteDraftKey())).toBeNull();
  });

  it('sends the address’s language with an English request', async () => {
    const requests = serve({ [businessDetailsPath]: businessDetails, 'POST /api/leads': { leadNumber: 7 } });
    const user = setupUser();
    renderStorefront('/en/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fillForm(user);
    await user.click(screen.getByTestId('quote-submit'));
    expect((await screen.findByTestId('quote-lead-number')).textContent).toBe('Request number: 7');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ language: 'en' });
  });

  it('shows the server’s per-field messages by their fields, keeping what was typed', async () => {
    serve({
      [businessDetailsPath]: businessDetails,
      'POST /api/leads': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid request',
              fields: {
                phoneNumber: 'validation.invalidPhone',
                'machine.tractorNumber': 'validation.tooLong',
              },
            },
          },
          400,
        ),
    });
    const user = setupUser();
    renderStorefront('/contact');
    await fillForm(user);
    await user.click(screen.getByTestId('quote-submit'));
    expect((await screen.findByTestId('quote-failure')).textContent).toBe(
      i18next.t('storefront.quote.checkFields'),
    );
    const phone = screen.getByTestId('quote-phoneNumber');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      i18next.t('validation.invalidPhone'),
    );
    const plate = screen.getByTestId('quote-tractorNumber');
    expect(document.getElementById(plate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      i18next.t('validation.tooLong'),
    );
    expect(screen.getByTestId('quote-name').getAttribute('aria-invalid')).toBe('false');
    expect((screen.getByTestId('quote-message') as HTMLTextAreaElement).value).toBe('שמשה קדמית סדוקה');
  });

  it('says so when too many requests were sent, and the draft survives a new visit', async () => {
    serve({
      [businessDetailsPath]: businessDetails,
      'POST /api/leads': () =>
        json({ error: { code: 'RATE_LIMITED', message: 'Too many', retryAfterSeconds: 120 } }, 429),
    });
    const user = setupUser();
    renderStorefront('/contact');
    await fillForm(user);
    await user.click(screen.getByTestId('quote-submit'));
    const failure = await screen.findByTestId('quote-failure');
    expect(failure.textContent).toContain(i18next.t('storefront.quote.rateLimited'));
    expect(failure.textContent).toContain(i18next.t('errors.retryInMinutes', { count: 2 }));
    cleanup();
    renderStorefront('/contact');
    expect(((await screen.findByTestId('quote-name')) as HTMLInputElement).value).toBe('יוסי כהן');
    expect((screen.getByTestId('quote-tractorNumber') as HTMLInputElement).value).toBe('1234567');
  });

  it('checks the fields before sending: nothing goes out without a name and a phone', async () => {
    const requests = serve({ [businessDetailsPath]: businessDetails });
    const user = setupUser();
    renderStorefront('/contact');
    await user.click(await screen.findByTestId('quote-submit'));
    await waitFor(() => expect(screen.getByTestId('quote-name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('quote-phoneNumber').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('quote-name'));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('offers call, WhatsApp and the map from the business’s details beside the form', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    renderStorefront('/contact');
    const call = await screen.findByTestId('contact-page-call');
    expect(call.getAttribute('href')).toBe('tel:+972501234567');
    expect(call.textContent).toBe('050-123-4567');
    expect(screen.getByTestId('contact-page-whatsapp').getAttribute('href')).toBe(
      'https://wa.me/972529876543',
    );
    expect(screen.getByTestId('contact-page-address').getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('האומן 12, עפולה')}`,
    );
  });

  it('offers the photos as a real button that opens the file chooser', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    const user = setupUser();
    renderStorefront('/contact');
    const button = await screen.findByRole('button', { name: 'צירוף תמונות (עד 4)' });
    expect(button.tagName).toBe('BUTTON');
    const chooser = vi.spyOn(screen.getByTestId('quote-photos-input') as HTMLInputElement, 'click');
    await user.click(button);
    expect(chooser).toHaveBeenCalledTimes(1);
  });

  it('uploads the visitor’s photos first and sends their ids with the lead; a non-picture is refused', async () => {
    let nextPhoto = 0;
    const requests = serve({
      [businessDetailsPath]: businessDetails,
      'POST /api/leads/uploadPhoto': () => {
        nextPhoto += 1;
        return { _id: `00000000-0000-4000-8000-00000000000${nextPhoto}` };
      },
      'POST /api/leads': { leadNumber: 3003 },
    });
    const user = setupUser({ applyAccept: false });
    renderStorefront('/contact');
    await fillForm(user);
    const input = screen.getByTestId('quote-photos-input');
    await user.upload(input, [
      new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'side.png', { type: 'image/png' }),
      new File(['c'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('quote-photo')).toHaveLength(2));
    expect(screen.getByTestId('quote-photo-problem').textContent).toBe(
      i18next.t('errors.upload.unsupportedType', { name: 'notes.txt' }),
    );
    await user.click(screen.getByLabelText('הסרת side.png'));
    expect(screen.getAllByTestId('quote-photo')).toHaveLength(1);
    await user.click(screen.getByTestId('quote-submit'));
    await screen.findByTestId('quote-lead-number');
    const uploads = requests.filter((request) => request.path === '/api/leads/uploadPhoto');
    expect(uploads).toHaveLength(2);
    const lead = requests.find((request) => request.method === 'POST' && request.path === '/api/leads');
    expect((lead?.body as { photoIds: string[] }).photoIds).toHaveLength(1);
    expect((lead?.body as { photoIds: string[] }).photoIds[0]).toMatch(
      /^00000000-0000-4000-8000-00000000000[12]$/,
    );
  });
});
