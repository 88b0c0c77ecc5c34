import type { OpenApiDocument } from './openapi-document.js';

type Schema = Record<string, unknown>;

/**
 * The format of a permission bitfield sent as a string: decimal digits, as Discord writes
 * permissions (`"32"`), registered in the validator's ajv beside `snowflake`.
 */
export const BITFIELD_FORMAT = { name: 'bitfield', pattern: /^[0-9]{1,20}$/ } as const;

/** The request schemas of a command created or updated (POST, PUT's items, PATCH). */
const COMMAND_REQUESTS = [
  'ApplicationCommandCreateRequest',
  'ApplicationCommandUpdateRequest',
  'ApplicationCommandPatchRequestPartial',
];

/** `integer | null` → `integer | string of digits | null`; the integer's own bounds kept. */
function bitfieldOrInteger(schema: Schema, where: string): Schema {
  const type = schema.type;
  if (!Array.isArray(type) || type.join() !== 'integer,null') {
    throw new Error(
      `spec correction no longer applies: ${where} is ${JSON.stringify(schema)}, not integer | null (drop it from spec-corrections.ts if the spec now accepts a string)`,
    );
  }
  return { ...schema, type: ['integer', 'string', 'null'], format: BITFIELD_FORMAT.name };
}

/**
 * Discord's OpenAPI description where it is stricter than Discord, corrected in a copy before it
 * is validated against (`spec/openapi.json` itself stays byte for byte upstream's). One known
 * mismatch:
 *
 * - A command's `default_member_permissions` (creating or updating commands, the bulk overwrite
 *   included): the spec says `integer | null`, while Discord documents it as a string
 *   (a permission bitfield, `"32"` for Manage Server), accepts it, and returns it as one;
 *   discord.js's `setDefaultMemberPermissions` sends that string. A string of decimal digits is
 *   accepted besides the spec's integer; any other string is refused as Discord does
 *   (`NUMBER_TYPE_COERCE`).
 *
 * Throws when a corrected schema no longer has the shape corrected, so a spec update that fixes
 * (or moves) it is noticed.
 */
export function correctedSpec(document: OpenApiDocument): OpenApiDocument {
  const schemas = { ...document.components.schemas };
  for (const name of COMMAND_REQUESTS) {
    const schema = schemas[name] as Schema | undefined;
    const properties = schema?.properties as Schema | undefined;
    const permissions = properties?.default_member_permissions as Schema | undefined;
    if (!schema || !properties || !permissions) {
      throw new Error(`spec correction no longer applies: ${name}.default_member_permissions`);
    }
    schemas[name] = {
      ...schema,
      properties: {
        ...properties,
        default_member_permissions: bitfieldOrInteger(
          permissions,
          `${name}.default_member_permissions`,
        ),
      },
    };
  }
  return { ...document, components: { ...document.components, schemas } };
}
