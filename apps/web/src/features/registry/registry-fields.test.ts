import { categoryRegistryFields, commonRegistryFields, registryCategories } from '@tg/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, languages, loadLanguage } from '../../app/i18n';
import {
  emptyRegistryFormValues,
  itemToFormValues,
  toRegistryInput,
} from './components/registry-item-dialog/registry-form-values';
import { detailFieldsOf, fieldLabelKey, isRegistryCategory } from './registry-fields';
import { sampleRegistryItem } from './test/sample-registry-items';

describe('registry fields', () => {
  // Only Hebrew ships with the app; the others load on demand, as when someone chooses one.
  beforeAll(() => Promise.all(languages.map((language) => loadLanguage(language.code))));

  it.each(languages.map((language) => language.code))('%s names every field of every category', (code) => {
    const names = new Set([
      ...commonRegistryFields,
      ...registryCategories.flatMap((category) => categoryRegistryFields[category]),
    ]);
    for (const name of names) {
      expect(i18next.exists(fieldLabelKey(name), { lng: code, fallbackLng: false }), `${code}: ${name}`).toBe(
        true,
      );
    }
  });

  it('keeps the type out of a category’s own fields: it is a field of its own', () => {
    expect(detailFieldsOf('heavyTools')).not.toContain('sug_tzama_nm');
    expect(detailFieldsOf('braidTools')).toContain('kosher_harama_ton');
  });

  it('knows the three categories and nothing else', () => {
    expect(registryCategories.every(isRegistryCategory)).toBe(true);
    expect(isRegistryCategory('gov-all')).toBe(false);
    expect(isRegistryCategory(undefined)).toBe(false);
  });
});

describe('registry form values', () => {
  it('sends trimmed values, plate and chassis the stored way, own fields only when filled', () => {
    const values = emptyRegistryFormValues('braidTools');
    Object.assign(values, {
      mispar_rechev: ' 12-345 ',
      mispar_shilda: 'ab 12',
      tozeret_nm: ' Deere ',
      degem_nm: 'X',
      shnat_yitzur: ' 2019 ',
    });
    values.details.koah_sus = ' 155 ';
    values.files = [
      { _id: 'a', url: 'u1', name: 'one.pdf', mimeType: 'application/pdf' },
      { _id: 'a', url: 'u2', name: 'one.pdf', mimeType: 'application/pdf' },
    ];
    expect(toRegistryInput(values, 'braidTools')).toEqual({
      mispar_rechev: '12345',
      mispar_shilda: 'AB12',
      tozeret_nm: 'Deere',
      degem_nm: 'X',
      shnat_yitzur: '2019',
      sug_tzama_nm: '',
      details: { koah_sus: '155' },
      files: ['a'],
    });
  });

  it('loads a record with its files by id and link, and drops fields the category does not have', () => {
    const item = sampleRegistryItem({
      details: { koah_sus: '155', tkina_EU: 'E3' },
      imageUrl: [
        { _id: 'f1', value: 'https://signed/1', path: 'p', name: 'front.jpg', mimeType: 'image/jpeg' },
      ],
    });
    const values = itemToFormValues(item, 'braidTools');
    expect(values.details.koah_sus).toBe('155');
    expect('tkina_EU' in values.details).toBe(false);
    expect(values.files).toEqual([
      { _id: 'f1', url: 'https://signed/1', name: 'front.jpg', mimeType: 'image/jpeg' },
    ]);
    expect(toRegistryInput(values, 'braidTools').details).toEqual({ koah_sus: '155' });
  });
});
