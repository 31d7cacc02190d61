/** Adds a typed alias: trimmed; empty, the manufacturer's own name or a repeat (any case) is ignored. */
export function withAlias(aliases: readonly string[], typed: string, ownName: string): string[] {
  const alias = typed.trim();
  if (!alias) return [...aliases];
  const taken = [ownName, ...aliases].map((value) => value.toLowerCase());
  return taken.includes(alias.toLowerCase()) ? [...aliases] : [...aliases, alias];
}

export function sameAliases(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((alias, index) => alias === b[index]);
}
