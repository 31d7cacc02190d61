import {
  type CommonRegistryField,
  categoryRegistryFields,
  commonRegistryFields,
  type RegistryCategory,
  registryCategories,
} from '@tg/domain';

export function isRegistryCategory(value: string | undefined): value is RegistryCategory {
  return (registryCategories as readonly (string | undefined)[]).includes(value);
}

/** The type name (sug_tzama_nm) is a field of its own on every record, never one of `details`. */
export const typeNameField = 'sug_tzama_nm';

/** A category's own fields, as kept in a record's `details` (spec 3 §3). */
export function detailFieldsOf(category: RegistryCategory): readonly string[] {
  return categoryRegistryFields[category].filter((name) => name !== typeNameField);
}

/** The fields every record has and must fill, in the order forms show them. */
export const requiredRegistryFields: readonly CommonRegistryField[] = commonRegistryFields;

/**
 * Codes, numbers and dates stay left-to-right inside right-to-left text; names (manufacturer,
 * model, drive, fuel) follow the text around them.
 */
const leftToRightFields = new Set<string>([
  'mispar_rechev',
  'mispar_shilda',
  'shnat_yitzur',
  'shilda_totzar_cd',
  'sug_tzama_cd',
  'hanaa_cd',
  'rishum_date',
  'koah_sus',
  'mishkal_ton',
  'tokef_date',
  'mishkal_kolel_ton',
  'kosher_harama_ton',
  'hagbala_cd_1',
  'hagbala_cd_2',
  'hagbala_cd_3',
  'hagbala_cd_4',
  'tozeret_cd',
  'mishkal_kolel',
  'mishkal_azmi',
  'degem_cd',
  'kvutzat_zihum',
  'mivchan_acharon_dt',
]);

export function isLeftToRightField(name: string): boolean {
  return leftToRightFields.has(name);
}

/** Translation key of a field's label. */
export function fieldLabelKey(name: string): string {
  return `registry.fields.${name}`;
}
