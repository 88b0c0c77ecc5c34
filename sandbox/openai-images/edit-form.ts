/** A file part of a multipart body as the description's `format: binary` is checked. */
export interface UploadedFile {
  /** The part's filename (empty when it gave none). */
  readonly filename: string;
  /** The part's `Content-Type`: what OpenAI judges a file by (`application/octet-stream` when absent). */
  readonly type: string;
  readonly size: number;
}

/** A multipart edit body: its parts as the schema checks them, and the files' bytes. */
export interface EditForm {
  /** Text parts (numbers and booleans read as such where the description types them so) and files. */
  readonly fields: Record<string, unknown>;
  /** The image parts in order (`image`, then each `image[]`). */
  readonly images: readonly { readonly file: UploadedFile; readonly bytes: Buffer }[];
  readonly mask: { readonly file: UploadedFile; readonly bytes: Buffer } | undefined;
}

/** Text parts the description types as integers or booleans: a form value is coerced to them. */
const INTEGER_FIELDS = new Set(['n', 'output_compression', 'partial_images']);
const BOOLEAN_FIELDS = new Set(['stream']);

function textValue(name: string, value: string): unknown {
  if (INTEGER_FIELDS.has(name) && /^-?\d+$/.test(value.trim())) return Number(value);
  if (BOOLEAN_FIELDS.has(name) && /^(true|false)$/i.test(value.trim())) {
    return value.trim().toLowerCase() === 'true';
  }
  return value;
}

async function fileOf(value: File) {
  const file: UploadedFile = {
    filename: value.name ?? '',
    type: value.type || 'application/octet-stream',
    size: value.size,
  };
  return { file, bytes: Buffer.from(await value.arrayBuffer()) };
}

/**
 * Reads the parts of `form` as the API does: `image[]` parts (as the SDKs name an array) make
 * the array `image`, with a single `image` part before them; a repeated text part keeps its last
 * value; a file where text is expected (or text where a file is) is left for the schema to refuse.
 */
export async function readEditForm(form: FormData): Promise<EditForm> {
  const fields: Record<string, unknown> = {};
  const images: { file: UploadedFile; bytes: Buffer }[] = [];
  const imageTexts: string[] = [];
  let arrayGiven = false;
  let mask: EditForm['mask'];
  for (const [name, value] of form.entries()) {
    const isImage = name === 'image' || name === 'image[]';
    if (name === 'image[]') arrayGiven = true;
    if (typeof value === 'string') {
      if (isImage) imageTexts.push(value);
      else fields[name] = textValue(name, value);
      continue;
    }
    const read = await fileOf(value);
    if (isImage) images.push(read);
    else if (name === 'mask') {
      mask = read;
      fields.mask = read.file;
    } else fields[name] = read.file;
  }
  const [text] = imageTexts;
  if (text !== undefined) fields.image = text;
  else if (arrayGiven || images.length > 1) fields.image = images.map((image) => image.file);
  else if (images[0]) fields.image = images[0].file;
  return { fields, images, mask };
}
