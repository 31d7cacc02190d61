/**
 * The registry keeps names as the government published them ("JOHN DEERE", "Kubota"). Its
 * index compares exact text, so instead of lower-casing every row (which would read the whole
 * registry) a catalogue name is looked up in the spellings people and importers actually use:
 * as written, upper case, lower case and capitalised words.
 */
export function registrySpellings(names: readonly string[]): string[] {
  const spellings = new Set<string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (!trimmed) continue;
    const lower = trimmed.toLowerCase();
    spellings.add(trimmed);
    spellings.add(trimmed.toUpperCase());
    spellings.add(lower);
    spellings.add(
      lower.replace(
        /(^|[\s\-/])(\S)/gu,
        (_match, before: string, first: string) => before + first.toUpperCase(),
      ),
    );
  }
  return [...spellings];
}
