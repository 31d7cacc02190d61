export type Translation = Record<string, unknown>;

/**
 * Every locales/<lang>/<module>.json becomes the key prefix <module>, so `t('special-users.title')`
 * and the domain's validation keys (`validation.required`) resolve as written.
 */
export function translationOf(files: Record<string, Translation>): Translation {
  const translation: Translation = {};
  for (const [path, content] of Object.entries(files)) {
    const module = /([\w-]+)\.json$/.exec(path)?.[1];
    if (module) translation[module] = content;
  }
  return translation;
}
