import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addYears, todayIso } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api-client';
import { i18next } from '../../../app/i18n';
import { setupUser } from '../../../ui/test-user';
import { sampleCatalogue, sampleCustomer, sampleRegistryMachine } from '../test/sample-insurance';
import { dismissToast, findToast } from './test/toast';
import {
  expectStep,
  field,
  fill,
  helperOf,
  reachProductStep,
  renderWizard,
  type User,
} from './test/wizard-driver';
import { json, serve } from './test/wizard-serve';

const products = sampleCatalogue();

// Uploads go through XMLHttpRequest (for progress), which the fetch stand-in does not reach.
const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../../files/upload-file', () => ({ uploadFile }));

const knownVehicle = {
  'GET /api/gov/getItemByFields': () => json({ items: [sampleRegistryMachine()] }),
  'GET /api/users/getItemByFields': () => json({ items: [sampleCustomer()] }),
};
const photoId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const expectedMachine = {
  vinNumber: 'JD6155R0001',
  tractorNumber: '1234501',
  machine: 'JOHN DEERE',
  model: '6155R',
  year: '2019',
  description: 'טרקטור',
};
const expectedCustomer = {
  userType: 'individual',
  name: 'Dana Levi',
  userId: '123456789',
  phoneNumber: '0501234567',
  email: 'dana@example.com',
  address: 'Herzl 1',
  city: 'Haifa',
  country: 'ישראל',
  postalCode: '3100000',
};
const noFiles = {
  images: { front: null, back: null, right: null, left: null },
  documents: { machineInsurance: null, machineLicense: null },
};

async function continueTo(user: User, step: string) {
  await user.click(screen.getByTestId('wizard-continue'));
  await expectStep(step);
}

function choose(file: File, slot: string) {
  fireEvent.change(screen.getByTestId(`wizard-slot-input-${slot}`), { target: { files: [file] } });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
  uploadFile.mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The wizard is a large form; a busy machine renders it slowly, hence the roomier time limit.
describe('insurance wizard: files and submit', { timeout: 20_000 }, () => {
  it('sends a new subscription with the period, the product by id and empty slots, then closes', async () => {
    const created = { _id: 'p1', policyNumber: 'PI-1A2B3C4D' };
    const requests = serve({
      ...knownVehicle,
      'POST /api/insurance/subscriptions/createGeneralPolicy': () => json(created, 201),
    });
    const user = setupUser();
    const { onClose, onCreated } = renderWizard({
      mode: 'subscription',
      initial: { vinNumber: 'JD6155R0001' },
    });
    await reachProductStep(user);
    await user.click(await screen.findByTestId(`wizard-product-${products[0]?._id}`));
    await continueTo(user, 'documents');
    await continueTo(user, 'photos');
    expect(screen.getByTestId('wizard-photos-optional')).toBeTruthy();
    await continueTo(user, 'summary');
    expect(screen.getByTestId('wizard-summary-product').textContent).toContain('Glass Basic');
    expect(screen.getByTestId('wizard-summary-request').textContent).toContain('Dana Levi (סוכן)');
    expect(screen.getByTestId('wizard-summary-status').textContent).toBe('ממתין לאישור');
    expect(screen.queryByTestId('wizard-summary-damage')).toBeNull();
    fill('notes', 'לקוח ותיק');
    await user.click(screen.getByTestId('wizard-submit'));
    await findToast('המנוי נוסף בהצלחה');
    const sent = requests.find(
      (request) => request.path === '/api/insurance/subscriptions/createGeneralPolicy',
    );
    const today = todayIso();
    expect(sent?.body).toEqual({
      policy: {
        createdAt: today,
        expiredAt: addYears(today, 1),
        policyProduct: { _id: products[0]?._id },
        machine: expectedMachine,
        userInformation: expectedCustomer,
        isInsuranceCase: false,
        damageReport: null,
        files: noFiles,
        notes: 'לקוח ותיק',
      },
    });
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(onClose).toHaveBeenCalled();
  });

  it('sends an insurance-case service call without a product, with its damage report and photo', async () => {
    uploadFile.mockImplementation(async (_file: File, purpose: string, options) => {
      expect(purpose).toBe('photo');
      options.onProgress?.({ loaded: 50, total: 100 });
      return {
        _id: photoId,
        url: 'https://files.example/front.jpg',
        name: 'front.jpg',
        path: 'x',
        mimeType: 'image/jpeg',
        size: 10,
      };
    });
    const created = { _id: 's1', serviceCallNumber: 'SC-1A2B3C4D' };
    const requests = serve({
      ...knownVehicle,
      'POST /api/insurance/serviceCall/createServiceCall': () => json(created, 201),
    });
    const user = setupUser();
    const { onCreated } = renderWizard({ mode: 'serviceCall', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    await user.click(screen.getByTestId('wizard-insurance-case'));
    fill('damageReport.policyDetails.policyNumber', 'POL-77');
    fill('damageReport.insuredPerson.name', 'Dana Levi');
    fill('damageReport.insuredPerson.idNumber', '123456789');
    fill('damageReport.accidentDetails.accidentDate', '01/11/2026');
    fill('damageReport.accidentDetails.accidentLocation', 'כביש 6');
    await user.click(screen.getByTestId('wizard-damage-towTruckInvolved'));
    await continueTo(user, 'documents');
    await continueTo(user, 'photos');
    expect(screen.getByTestId('wizard-photos-warning').textContent).toContain(
      'מומלץ לצלם את הנזק מכל הזוויות',
    );
    choose(new File(['x'], 'front.jpg', { type: 'image/jpeg' }), 'front');
    const slot = screen.getByTestId('wizard-slot-front');
    await waitFor(() => expect(slot.textContent).toContain('front.jpg'));
    expect(within(slot).getByTestId('wizard-slot-view-front').getAttribute('href')).toBe(
      'https://files.example/front.jpg',
    );
    await continueTo(user, 'summary');
    expect(screen.getByTestId('wizard-summary-damage').textContent).toContain('כביש 6');
    expect(screen.getByTestId('wizard-summary-attachments').textContent).toContain('front.jpg');
    await user.click(screen.getByTestId('wizard-submit'));
    await findToast('קריאת השירות נוצרה בהצלחה');
    const sent = requests.find((request) => request.path === '/api/insurance/serviceCall/createServiceCall');
    expect(sent?.body).toEqual({
      serviceCall: {
        machine: expectedMachine,
        userInformation: expectedCustomer,
        policyProduct: null,
        // An insurance case needs no product, and is not paid service (ADR 0030).
        paidService: false,
        isInsuranceCase: true,
        damageReport: {
          policyDetails: { policyNumber: 'POL-77' },
          insuredPerson: { name: 'Dana Levi', idNumber: '123456789', address: '' },
          accidentDetails: {
            accidentDate: '2026-11-01',
            accidentTime: '',
            accidentLocation: 'כביש 6',
            policeInvolved: false,
            towTruckInvolved: true,
            fireDepartmentInvolved: false,
            detailedAccidentDescription: '',
          },
        },
        files: { ...noFiles, images: { ...noFiles.images, front: { _id: photoId } } },
        notes: '',
      },
    });
    expect(onCreated).toHaveBeenCalledWith(created);
  });

  it('checks the type and the 5 MB limit before uploading, naming the file; remove empties the slot', async () => {
    uploadFile.mockResolvedValue({
      _id: photoId,
      url: 'https://files.example/licence.pdf',
      name: 'licence.pdf',
      path: 'x',
      mimeType: 'application/pdf',
      size: 10,
    });
    serve(knownVehicle);
    const user = setupUser();
    renderWizard({ mode: 'serviceCall', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    await user.click(await screen.findByTestId(`wizard-product-${products[0]?._id}`));
    await continueTo(user, 'documents');
    choose(new File(['x'], 'notes.txt'), 'machineLicense');
    dismissToast(await findToast('סוג הקובץ notes.txt אינו נתמך'));
    const big = new File(['x'], 'scan.pdf');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    choose(big, 'machineLicense');
    await findToast('הקובץ scan.pdf גדול מדי');
    expect(uploadFile).not.toHaveBeenCalled();
    choose(new File(['x'], 'licence.pdf'), 'machineLicense');
    await waitFor(() =>
      expect(screen.getByTestId('wizard-slot-machineLicense').textContent).toContain('licence.pdf'),
    );
    expect(uploadFile.mock.calls[0]?.[1]).toBe('document');
    await user.click(screen.getByTestId('wizard-slot-remove-machineLicense'));
    expect(screen.getByTestId('wizard-slot-machineLicense').textContent).toContain('לא הועלה קובץ');
  });

  it('shows the server’s quota refusal next to the slot, naming the file, until the next try', async () => {
    uploadFile.mockRejectedValueOnce(
      new ApiError(413, 'UPLOAD_QUOTA_EXCEEDED', 'licence.pdf was not stored: quota reached'),
    );
    serve(knownVehicle);
    const user = setupUser();
    renderWizard({ mode: 'serviceCall', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    await user.click(await screen.findByTestId(`wizard-product-${products[0]?._id}`));
    await continueTo(user, 'documents');
    choose(new File(['x'], 'licence.pdf'), 'machineLicense');
    const failure = await screen.findByTestId('wizard-slot-failure-machineLicense');
    expect(failure.textContent).toBe(
      'הקובץ licence.pdf לא נשמר: הקבצים שהעלית ועדיין לא נשמרו ברשומה הגיעו ל־50 MB. שמרו את הטופס או הסירו קבצים, ונסו שוב.',
    );
    expect(within(screen.getByTestId('wizard-slot-machineLicense')).getByRole('alert')).toBe(failure);
    uploadFile.mockResolvedValueOnce({
      _id: photoId,
      url: 'https://files.example/licence.pdf',
      name: 'licence.pdf',
      path: 'x',
      mimeType: 'application/pdf',
      size: 10,
    });
    choose(new File(['x'], 'licence.pdf'), 'machineLicense');
    await waitFor(() =>
      expect(screen.getByTestId('wizard-slot-machineLicense').textContent).toContain('licence.pdf'),
    );
    expect(screen.queryByTestId('wizard-slot-failure-machineLicense')).toBeNull();
  });

  it('keeps everything after a failed submit and shows the server’s field errors on their step', async () => {
    let answer = () =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            fields: { 'serviceCall.userInformation.email': 'validation.invalidEmail' },
          },
        },
        400,
      );
    serve({ ...knownVehicle, 'POST /api/insurance/serviceCall/createServiceCall': () => answer() });
    const user = setupUser();
    const { onClose } = renderWizard({ mode: 'serviceCall', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    await user.click(await screen.findByTestId(`wizard-product-${products[1]?._id}`));
    await continueTo(user, 'documents');
    await continueTo(user, 'photos');
    await continueTo(user, 'summary');
    fill('notes', 'להתקשר לפני');
    await user.click(screen.getByTestId('wizard-submit'));
    await expectStep('customer');
    dismissToast(await findToast('יש לתקן את השדות המסומנים'));
    expect(helperOf('userInformation.email')).toBe('כתובת אימייל לא תקינה');
    expect(field('userInformation.name').value).toBe('Dana Levi');
    expect(onClose).not.toHaveBeenCalled();
    fill('userInformation.email', 'dana@example.org');
    expect(helperOf('userInformation.email')).not.toBe('כתובת אימייל לא תקינה');

    answer = () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500);
    await user.click(screen.getByTestId('wizard-step-summary'));
    await expectStep('summary');
    expect(field('notes').value).toBe('להתקשר לפני');
    await user.click(screen.getByTestId('wizard-submit'));
    await findToast('אירעה שגיאה ביצירת קריאת השירות');
    expect(screen.getByTestId('wizard-step-content-summary')).toBeTruthy();
    expect(field('notes').value).toBe('להתקשר לפני');
    expect(onClose).not.toHaveBeenCalled();
  });
});
