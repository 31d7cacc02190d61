import { describe, expect, it } from 'vitest';
import { samplePolicy } from '../test/sample-insurance';
import { policyFileSlots } from './policy-file-slots';

describe('insurance policy file slots', () => {
  it('puts an older subscription’s document links in its empty slots, and its photo links after the four', () => {
    const { files, extraPhotos } = policyFileSlots(
      samplePolicy({
        documents: { carLicense: 'https://files.example/license.pdf', carPolicy: null },
        imageUrl: [{ value: 'https://files.example/old.jpg' }, { value: '' }],
      }),
    );
    expect(files.documents.machineLicense?.value).toBe('https://files.example/license.pdf');
    expect(files.documents.machineInsurance).toBeNull();
    expect(extraPhotos).toEqual(['https://files.example/old.jpg']);
  });

  it('keeps a slot’s own file over an older link', () => {
    const own = { _id: 'd1', value: 'https://files.example/new.pdf', previewUrl: '', fileName: 'new.pdf' };
    const policy = samplePolicy({
      documents: { carLicense: 'https://files.example/old.pdf', carPolicy: null },
    });
    policy.files.documents.machineLicense = own;
    expect(policyFileSlots(policy).files.documents.machineLicense).toEqual(own);
  });
});
