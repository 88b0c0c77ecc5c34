import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWorkflows } from '../../../src/backends/comfyui/comfy-workflows-dir.js';
import { AppError } from '../../../src/core/app-error.js';
import { createLogger } from '../../../src/core/logger.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';

/** A logger keeping its lines. */
function keptLogger() {
  const lines: { level: string; msg: string }[] = [];
  const logger = createLogger({ write: (line) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('loadWorkflows', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'comfy-workflows-dir-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const put = (files: Record<string, string>) =>
    Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(dir, name), text)));
  const refusal = (at = dir) => {
    try {
      loadWorkflows(at, keptLogger().logger);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      return (error as Error).message;
    }
    throw new Error('loaded');
  };

  it('warns that an inpaint workflow without an edit workflow beside it is not used', async () => {
    const shipped = (file: string) => readFile(join('comfyui-workflows', file), 'utf8');
    await put({
      'flux1-dev.json': await shipped('families/flux1-dev.json'),
      'flux1-fill-dev-inpaint.json': await shipped('families/flux1-fill-dev-inpaint.json'),
    });
    const { logger, lines } = keptLogger();
    loadWorkflows(dir, logger);
    expect(lines.filter(({ level }) => level === 'warn').map(({ msg }) => msg)).toEqual([
      'comfyui workflow flux1-fill-dev-inpaint.json is not used: region edits (Vary (Region), Zoom out, Pan) are offered where an edit workflow is registered too; copy one beside it (an edit with words, as comfyui-workflows/families/flux1-kontext-dev-edit.json, or an image-to-image one)',
    ]);
    await put({ 'kontext.json': await shipped('families/flux1-kontext-dev-edit.json') });
    const again = keptLogger();
    loadWorkflows(dir, again.logger);
    expect(again.lines.filter(({ level }) => level === 'warn')).toEqual([]);
  });

  it('loads the folder the bot ships, COMFYUI_WORKFLOWS_DIR by default', () => {
    const { logger, lines } = keptLogger();
    const loaded = loadWorkflows('comfyui-workflows', logger);
    expect(loaded.map(({ name, role, factor }) => [name, role, factor])).toEqual([
      ['sd15-img2img', 'edit', undefined],
      ['sd15-inpaint', 'inpaint', undefined],
      ['sd15', 'generate', undefined],
      ['upscale-x2', 'upscale', 2],
      ['upscale-x4', 'upscale', 4],
    ]);
    expect(lines).toMatchObject([
      { msg: 'comfyui workflow registered', workflow: 'sd15-img2img', role: 'edit' },
      { msg: 'comfyui workflow registered', workflow: 'sd15-inpaint', role: 'inpaint' },
      { msg: 'comfyui workflow registered', workflow: 'sd15', role: 'generate' },
      { msg: 'comfyui workflow registered', workflow: 'upscale-x2', role: 'upscale', factor: 2 },
      { msg: 'comfyui workflow registered', workflow: 'upscale-x4', role: 'upscale', factor: 4 },
    ]);
  });

  it('says a missing folder does not exist, where it was looked for and what to put there', () => {
    const missing = join(dir, 'nothing-here');
    expect(refusal(missing)).toBe(
      `COMFYUI_WORKFLOWS_DIR ${missing} does not exist (ENOENT): create it and put there a ` +
        'workflow exported from ComfyUI with Workflow → Export (API), one *.json file each (the ' +
        'bot ships five in comfyui-workflows/: sd15.json, its edit, its inpaint and two ' +
        'upscales), or set ' +
        'COMFYUI_WORKFLOWS_DIR to the folder ' +
        'of your workflows',
    );
    expect(() => loadWorkflows('no-such-folder', keptLogger().logger)).toThrow(
      `COMFYUI_WORKFLOWS_DIR no-such-folder (${join(process.cwd(), 'no-such-folder')}) does not exist`,
    );
  });

  it('says a file is not a folder', async () => {
    await put({ 'a-file': 'x' });
    expect(refusal(join(dir, 'a-file'))).toMatch(/is a file, not a folder \(ENOTDIR\)/);
  });

  it('says what to put in a folder without workflows, with nothing "above"', async () => {
    await put({ 'README.md': 'notes' });
    expect(refusal()).toBe(
      `COMFYUI_WORKFLOWS_DIR ${dir} holds no workflow (no *.json file): put there a workflow ` +
        'exported from ComfyUI with Workflow → Export (API), one *.json file each (the bot ships ' +
        'five in comfyui-workflows/: sd15.json, its edit, its inpaint and two upscales)',
    );
  });

  it('names each unusable file and its fix on the one line when none can be used', async () => {
    await put({
      'broken.json': '{"3": {',
      'ui.json': JSON.stringify({ last_node_id: 9, nodes: [], links: [] }),
    });
    await mkdir(join(dir, 'folder.json'));
    const line = refusal();
    expect(line).toMatch(
      new RegExp(
        `^COMFYUI_WORKFLOWS_DIR ${dir} has no usable workflow: broken\\.json is not valid JSON \\(`,
      ),
    );
    expect(line).toMatch(/\): export it again from ComfyUI with Workflow → Export \(API\); /);
    expect(line).toContain('; folder.json cannot be read (EISDIR); ');
    expect(line).toContain(
      `; ui.json is in ComfyUI's UI format (what Save writes: "nodes" and "links"), not its API format`,
    );
    expect(line).not.toContain('\n');
  });

  it('serves the usable workflows and warns of each other one on its line', async () => {
    const noSampler = workflow();
    delete noSampler['3'];
    await put({
      'txt2img.json': JSON.stringify(workflow()),
      'no-sampler.json': JSON.stringify(noSampler),
    });
    const { logger, lines } = keptLogger();
    expect(loadWorkflows(dir, logger).map(({ name }) => name)).toEqual(['txt2img']);
    expect(lines).toMatchObject([
      {
        level: 'warn',
        msg: 'comfyui workflow refused: no-sampler.json has no KSampler node (the bot writes the seed and steps there): add one, or title the node whose seed and steps the bot fills "sampler"',
        workflow: 'no-sampler',
      },
      { level: 'info', msg: 'comfyui workflow registered', workflow: 'txt2img' },
    ]);
  });

  it('fails the start when no workflow makes images from words, naming each file and its role', async () => {
    const upscale = JSON.parse(await readFile('comfyui-workflows/upscale-x4.json', 'utf8'));
    await put({ 'only-upscale.json': JSON.stringify(upscale), 'bad.json': '{' });
    expect(refusal()).toMatch(
      new RegExp(
        `^COMFYUI_WORKFLOWS_DIR ${dir} has no text-to-image workflow \\(only-upscale\\.json \\(upscale\\); bad\\.json is not valid JSON .*\\): members need one to make images from words; put there`,
      ),
    );
  });
});
