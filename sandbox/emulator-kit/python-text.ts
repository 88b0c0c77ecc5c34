/**
 * How Python prints values, so that ComfyUI's messages (built with f-strings, `str()` and
 * `repr()`) read the same from the emulator: `['a', 'b']`, `True`, `None`, `0.0`.
 */

/** `repr(value)` of a JSON value as Python parses it (`json.loads`). */
export function pythonRepr(value: unknown, float = false): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return pythonNumber(value, float);
  if (typeof value === 'string')
    return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map((v) => pythonRepr(v)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`).join(', ')}}`;
}

/** `str(value)`: strings bare, everything else as `repr`. */
export function pythonStr(value: unknown, float = false): string {
  return typeof value === 'string' ? value : pythonRepr(value, float);
}

/** A number as Python prints an int, or a float when `float` (or when it has a fraction). */
export function pythonNumber(value: number, float = false): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (float && Number.isInteger(value) && Math.abs(value) < 1e16) return `${value}.0`;
  return String(value);
}

/** Python's type name of a JSON value (`NoneType`, `list`, `dict`, …). */
export function pythonType(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'string') return 'str';
  return Array.isArray(value) ? 'list' : 'dict';
}

/** `int(value)`, or the message of the exception Python raises. */
export function pythonInt(value: unknown): { value: number } | { error: string } {
  if (typeof value === 'boolean') return { value: value ? 1 : 0 };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      return { error: `cannot convert float ${pythonNumber(value)} to integer` };
    }
    return { value: Math.trunc(value) };
  }
  if (typeof value === 'string') {
    const text = value.trim().replaceAll('_', '');
    if (/^[+-]?\d+$/.test(text)) return { value: Number(text) };
    return { error: `invalid literal for int() with base 10: ${pythonRepr(value)}` };
  }
  return {
    error: `int() argument must be a string, a bytes-like object or a real number, not '${pythonType(value)}'`,
  };
}

/** `float(value)`, or the message of the exception Python raises. */
export function pythonFloat(value: unknown): { value: number } | { error: string } {
  if (typeof value === 'boolean') return { value: value ? 1 : 0 };
  if (typeof value === 'number') return { value };
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (/^[+-]?(inf|infinity)$/.test(text))
      return { value: text.startsWith('-') ? -Infinity : Infinity };
    if (/^[+-]?nan$/.test(text)) return { value: Number.NaN };
    if (text !== '' && Number.isFinite(Number(text))) return { value: Number(text) };
    return { error: `could not convert string to float: ${pythonRepr(value)}` };
  }
  return {
    error: `float() argument must be a string or a real number, not '${pythonType(value)}'`,
  };
}

/**
 * `json.dumps(value)` with Python's defaults: `", "` and `": "` between items, every character
 * outside printable ASCII escaped (`ensure_ascii`), as SaveImage writes its text chunks.
 */
export function pythonJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    return JSON.stringify(value).replace(
      /[\u007f-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  }
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumps).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${pythonJsonDumps(k)}: ${pythonJsonDumps(v)}`).join(', ')}}`;
}
