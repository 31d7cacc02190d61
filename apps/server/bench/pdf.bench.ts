import { type Policy, policySchema } from '@tg/domain';
import { renderPolicyPdf } from '../src/modules/policies/policy-document';
import { ChromiumPdfEngine, defaultChromiumPath } from '../src/platform/pdf/pdf-engine';
import { percentile } from './bench-kit';

const policy: Policy = policySchema.parse({
  _id: '0b6d8f5e-2c1a-4e3b-9d7c-6a5b4c3d2e1f',
  policyNumber: 'PI-0B6D8F5E',
  createdAt: '2026-02-01',
  expiredAt: '2027-01-31',
  status: 'active',
  closeReason: '',
  notes: '',
  insurancePdf: null,
  pdfInsuranceUrl: null,
  pdfReady: false,
  groupId: null,
  isInsuranceCase: false,
  createdBy: { name: 'סוכן', userId: 'a1b2c3d4-0000-4000-8000-000000000001', role: 'agent' },
  policyProduct: {
    _id: 'a1b2c3d4-0000-4000-8000-000000000002',
    policyNumber: 'SL-200',
    policyName: 'מנוי פנסים ומראות',
    policyPrice: 890,
    policyType: 'שירות בשטח',
    deductible: 250,
    type: 'lights',
    link: '',
  },
  machine: {
    vinNumber: 'NHT7315X998877',
    machine: 'ניו הולנד',
    model: 'T7.315',
    tractorNumber: '45-678-90',
    year: '2021',
    description: 'טרקטור גדול למשק',
  },
  userType: 'business',
  userInformation: {
    userType: 'business',
    name: 'משק כהן ובניו בע״מ',
    userId: '515123456',
    email: 'office@cohen-farm.co.il',
    phoneNumber: '+972521112233',
    address: 'מושב נהלל 12',
    city: 'נהלל',
    country: 'ישראל',
    postalCode: '1060000',
    additionalInfo: '',
  },
  imageUrl: [],
  documents: { carLicense: null, carPolicy: null },
  files: {
    images: { front: null, back: null, right: null, left: null },
    documents: { machineInsurance: null, machineLicense: null },
  },
  damageReport: null,
  renewedFrom: null,
  approvedAt: null,
  approvedBy: null,
  recordedAt: '2026-01-30T09:00:00.000Z',
});

async function timed(
  label: string,
  count: number,
  concurrency: number,
  render: () => Promise<Buffer>,
): Promise<number> {
  const timings: number[] = [];
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const begin = performance.now();
        bytes = (await render()).length;
        timings.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  console.info(
    `${label.padEnd(58)} n=${count} c=${concurrency}  p50 ${percentile(timings, 50).toFixed(2)} ms  p99 ${percentile(timings, 99).toFixed(2)} ms  max ${timings.at(-1)?.toFixed(2)} ms  ${(count / seconds).toFixed(1)} docs/s  ${(bytes / 1024).toFixed(0)} KB`,
  );
  return count / seconds;
}

/**
 * The policy document through the warm Chromium engine (a pool of 2 pages): the first document
 * (browser launch included), then one at a time (latency) and four at a time (throughput).
 */
export async function benchPdf(): Promise<void> {
  const engine = new ChromiumPdfEngine({ executablePath: process.env.CHROMIUM_PATH ?? defaultChromiumPath });
  const render = () => renderPolicyPdf(engine, policy, '2026-02-01');
  console.info('\nPDF: the policy document, Chromium with a pool of 2 pages');
  try {
    const coldStart = performance.now();
    await render();
    console.info(
      `${'first document (launches Chromium)'.padEnd(58)} ${(performance.now() - coldStart).toFixed(0)} ms`,
    );
    for (let warm = 0; warm < 5; warm++) await render();
    await timed('policy document, one at a time', 100, 1, render);
    await timed('policy document, four at a time', 200, 4, render);
  } finally {
    await engine.close();
  }
}
