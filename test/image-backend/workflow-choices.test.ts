import { describe, expect, it } from 'vitest';
import { COMFYUI_CAPABILITIES } from '../../src/backends/comfyui/comfy-capabilities.js';
import { HORDE_CAPABILITIES } from '../../src/backends/horde/horde-capabilities.js';
import { IMAGE_SERVICE_CAPABILITIES } from '../../src/backends/image-service/image-service-capabilities.js';
import { costUnitOf } from '../../src/image-backend/capabilities.js';
import { workflowChoices } from '../../src/image-backend/workflow-choices.js';

describe('workflowChoices', () => {
  it("offers the image service's four workflows, `default` the default", async () => {
    expect(await workflowChoices({ capabilities: IMAGE_SERVICE_CAPABILITIES })).toEqual({
      names: ['default', 'anime', 'z-image', 'rr3'],
      default: 'default',
      edits: [],
    });
  });

  it("offers a backend's own workflows, the first the default, and its edit workflows", async () => {
    const choices = async () => ['landscape', 'portrait'];
    expect(await workflowChoices({ capabilities: COMFYUI_CAPABILITIES, choices })).toEqual({
      names: ['landscape', 'portrait'],
      default: 'landscape',
      edits: [],
    });
    const edits = [{ name: 'kontext', byWords: true, references: 1 }];
    const editChoices = () => edits;
    expect(
      await workflowChoices({ capabilities: COMFYUI_CAPABILITIES, choices, editChoices }),
    ).toMatchObject({ edits });
  });

  it('offers none where the choice is of models', async () => {
    const choices = async () => ['stable_diffusion'];
    expect(await workflowChoices({ capabilities: HORDE_CAPABILITIES, choices })).toBeUndefined();
  });
});

describe('costUnitOf', () => {
  it('counts kudos on the Horde, images on a keyless backend, nothing of its own on the service', () => {
    expect(costUnitOf(HORDE_CAPABILITIES)).toBe('kudos');
    expect(costUnitOf(COMFYUI_CAPABILITIES)).toBe('images');
    expect(costUnitOf(IMAGE_SERVICE_CAPABILITIES)).toBeUndefined();
  });
});
