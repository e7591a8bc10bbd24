/** The value of a JSON text, or `otherwise` when the text is not JSON. */
export function parseJson(text: string, otherwise: unknown = null): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return otherwise;
  }
}

/** The fields of a value that is an object (a parsed envelope), or null for anything else. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}
