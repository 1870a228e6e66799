/**
 * Non-ASCII characters as `\u` escapes, for the JavaScript the server runs (decision 0089). One
 * Arabic letter anywhere in a module makes V8 keep that module's whole source two bytes a
 * character: the server bundle's 0.8 MB would take 1.7 MB of heap, the storefront's server build
 * as much again. Bundlers leave such characters only in strings, templates, regular expressions
 * and comments, where an escape means the same character.
 */
export function asciiOnly(code: string): string {
  return code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
