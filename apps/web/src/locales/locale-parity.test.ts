import { errorCodes, roles, validationMessages } from '@tg/domain';
import { describe, expect, it } from 'vitest';
import { defaultLanguage, languages } from '../app/i18n';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const catalogues: Record<string, Record<string, Tree>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, language, module] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path) as unknown as [
    string,
    string,
    string,
  ];
  catalogues[language] ??= {};
  catalogues[language][module] = content;
}

/** Every leaf as "module.path.to.key" → text. */
function flatten(tree: Tree, prefix: string, into: Map<string, string> = new Map()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

function leavesOf(language: string): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [module, tree] of Object.entries(catalogues[language] ?? {})) flatten(tree, module, leaves);
  return leaves;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** Plural forms differ by language (Hebrew has "two", Russian "few" and "many"): compare base keys. */
function baseKeys(leaves: Map<string, string>): string[] {
  return [...new Set([...leaves.keys()].map((key) => key.replace(pluralSuffix, '')))].sort();
}

function placeholders(text: string): string[] {
  const variables = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<\/?(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...variables, ...tags])].sort();
}

const reference = leavesOf(defaultLanguage);
const codes = languages.map((language) => language.code);

describe('locales: parity with Hebrew', () => {
  it('has a catalogue for every language, with the same module files', () => {
    for (const code of codes) {
      expect(Object.keys(catalogues[code] ?? {}).sort(), code).toEqual(
        Object.keys(catalogues[defaultLanguage] ?? {}).sort(),
      );
    }
  });

  it.each(codes)('%s has exactly the keys Hebrew has', (code) => {
    expect(baseKeys(leavesOf(code))).toEqual(baseKeys(reference));
  });

  it.each(codes)('%s has every plural form its language needs, and no empty text', (code) => {
    const leaves = leavesOf(code);
    const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const pluralBases = new Set(
      [...leaves.keys()].filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')),
    );
    for (const base of pluralBases) {
      for (const category of needed) {
        expect(leaves.has(`${base}_${category}`), `${code}: ${base}_${category}`).toBe(true);
      }
    }
    for (const [key, text] of leaves) expect(text.trim(), `${code}: ${key}`).not.toBe('');
  });

  it.each(codes)('%s keeps the placeholders and markup of the Hebrew text', (code) => {
    const leaves = leavesOf(code);
    for (const [key, text] of leaves) {
      if (pluralSuffix.test(key)) continue; // a plural form may spell its number out ("two seconds")
      const hebrew = reference.get(key);
      if (hebrew !== undefined) expect(placeholders(text), `${code}: ${key}`).toEqual(placeholders(hebrew));
    }
  });
});

describe('locales: the domain is translated', () => {
  it.each(codes)('%s translates every validation message key of the domain', (code) => {
    const leaves = leavesOf(code);
    for (const key of Object.values(validationMessages)) {
      expect(leaves.has(key), `${code}: ${key}`).toBe(true);
    }
  });

  it.each(codes)('%s translates every API error code, and NETWORK', (code) => {
    const leaves = leavesOf(code);
    for (const errorCode of [...Object.values(errorCodes), 'NETWORK']) {
      expect(leaves.has(`errors.${errorCode}`), `${code}: errors.${errorCode}`).toBe(true);
    }
  });

  it.each(codes)('%s names every role', (code) => {
    const leaves = leavesOf(code);
    for (const role of roles) {
      expect(leaves.has(`common.roles.${role}`), `${code}: ${role}`).toBe(true);
    }
  });
});
