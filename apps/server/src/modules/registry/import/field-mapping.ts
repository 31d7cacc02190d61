import { categoryRegistryFields, normalizeMachineNumber, type RegistryCategory } from '@tg/domain';

/**
 * The datasets name the same thing differently: heavy machinery calls the plate `mispar_tzama`
 * and its maker `shilda_totzar_en_nm`, private vehicles call the chassis `misgeret`. The first
 * non-empty column of each list wins.
 */
const commonAliases = {
  plate: ['mispar_rechev', 'mispar_tzama'],
  chassis: ['mispar_shilda', 'misgeret'],
  manufacturer: ['tozeret_nm', 'shilda_totzar_en_nm', 'shilda_totzar_nm', 'tozeret_en_nm'],
  model: ['degem_nm', 'kinuy_mishari'],
  year: ['shnat_yitzur'],
  typeName: ['sug_tzama_nm', 'sug_degem_nm', 'sug_rechev_nm'],
} as const;

export interface MappedRow {
  plate: string;
  chassis: string;
  manufacturer: string;
  model: string;
  year: string;
  typeName: string;
  details: Record<string, string>;
}

export type HeaderIndex = Map<string, number>;

/** Column name (any case, quotes and byte-order mark removed) → position. */
export function indexHeader(fields: readonly string[]): HeaderIndex {
  return new Map(
    fields.map((name, position) => [
      name
        .replace(/^\uFEFF/, '')
        .replace(/"/g, '')
        .trim()
        .toLowerCase(),
      position,
    ]),
  );
}

/** Whether the file has what we need: some column for the plate or the chassis. */
export function missingColumns(header: HeaderIndex): string[] {
  const has = (names: readonly string[]) => names.some((name) => header.has(name));
  return has(commonAliases.plate) || has(commonAliases.chassis) ? [] : ['mispar_rechev / mispar_shilda'];
}

export function mapRow(
  category: RegistryCategory,
  header: HeaderIndex,
  fields: readonly string[],
): { row: MappedRow } | { reason: string } {
  const value = (name: string) => {
    const position = header.get(name.toLowerCase());
    return position === undefined ? '' : (fields[position] ?? '').trim();
  };
  const first = (names: readonly string[]) => names.map(value).find((candidate) => candidate !== '') ?? '';
  const plate = normalizeMachineNumber(first(commonAliases.plate));
  const chassis = normalizeMachineNumber(first(commonAliases.chassis));
  if (!plate && !chassis) return { reason: 'no plate and no chassis number' };
  if (plate.length > 20 || chassis.length > 40) return { reason: 'plate or chassis number too long' };
  const year = first(commonAliases.year);
  const details: Record<string, string> = {};
  for (const name of categoryRegistryFields[category]) {
    if (name === 'sug_tzama_nm') continue;
    const field = value(name);
    if (field) details[name] = field.slice(0, 200);
  }
  return {
    row: {
      plate,
      chassis,
      manufacturer: first(commonAliases.manufacturer).slice(0, 200),
      model: first(commonAliases.model).slice(0, 200),
      // Years the government left out or mistyped are kept empty rather than rejected.
      year: /^\d{4}$/.test(year) ? year : '',
      typeName: first(commonAliases.typeName).slice(0, 200),
      details,
    },
  };
}
