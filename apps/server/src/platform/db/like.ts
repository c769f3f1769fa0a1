/** A LIKE pattern matching `text` anywhere, with `%`, `_` and `\` taken literally (the default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
