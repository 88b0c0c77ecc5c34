/**
 * The project's layers, checked on every `npm test` (`npm run lint:layers`). ARCHITECTURE.md says
 * what each layer owns; this file says what each may import. A layer imports only the layers listed
 * for it, never one above, and features never import each other.
 */

/** What the emulators share (`sandbox/emulator-kit/`): it knows none of them. */
const EMULATOR_KIT = 'emulator-kit';

/** What drives the bot against the emulators (`npm run demo`, `npm run playground`): it may use all. */
const DRIVERS = ['demo', 'playground'];

/**
 * The loopback emulators: every other folder of `sandbox/` (a new emulator is a new folder,
 * nothing to list here); each stands alone.
 */
const EMULATORS = require('node:fs')
  .readdirSync(require('node:path').join(__dirname, 'sandbox'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => name !== EMULATOR_KIT && !DRIVERS.includes(name));

/** The shared layers of `src/`, bottom first, with the layers each one may import. */
const SHARED = {
  core: [],
  safety: ['core'],
  i18n: ['core'],
  discord: ['core', 'i18n'],
  'image-backend': ['core', 'i18n'],
  civitai: ['core', 'i18n'],
  store: ['core', 'i18n', 'safety'],
  keys: ['core', 'i18n', 'discord', 'image-backend', 'store'],
  jobs: ['core', 'i18n', 'image-backend', 'store', 'keys'],
  shards: ['core', 'i18n', 'discord', 'store'],
  preferences: ['core', 'i18n', 'discord', 'image-backend', 'store', 'safety'],
  bot: [
    'core',
    'i18n',
    'civitai',
    'discord',
    'image-backend',
    'store',
    'keys',
    'jobs',
    'preferences',
    'safety',
  ],
  'image-intake': [
    'core',
    'i18n',
    'discord',
    'image-backend',
    'store',
    'jobs',
    'preferences',
    'safety',
  ],
  'region-edits': ['core', 'i18n', 'image-backend', 'safety', 'image-intake'],
};

/**
 * The image backends: one folder each under `src/backends/`, implementing the port
 * (`src/image-backend/`) with the layers below it; no backend imports another, and only the
 * registration in `src/app/` imports a backend.
 */
const BACKENDS = { folder: 'backends', allowed: ['core', 'i18n', 'image-backend'] };

/**
 * Tools beside the bot, each run by an entry point of its own (`migrate-store.ts`), with the
 * layers each may import; nothing in `src/` imports them.
 */
const TOOLS = {
  migrate: ['core', 'i18n', 'discord', 'store', 'jobs'],
};

/**
 * Operating the process (`/healthz`, `/metrics`): reads the shared layers, the job engine and the
 * shard leases; only the entries (`src/app.ts`, the container health check `src/healthcheck.ts`) import it.
 */
const OPS = {
  layer: 'ops',
  allowed: ['core', 'i18n', 'discord', 'image-backend', 'store', 'jobs', 'shards'],
};

/**
 * Features: every other folder of `src/` (a new feature is a new folder, nothing to list here).
 * Each owns its pipeline and may use every shared layer, but no other feature.
 */
const FEATURES = require('node:fs')
  .readdirSync(require('node:path').join(__dirname, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter(
    (name) =>
      !(name in SHARED) &&
      !(name in TOOLS) &&
      name !== OPS.layer &&
      name !== 'app' &&
      name !== BACKENDS.folder,
  );

/** Inside `/imagine`: the pure renderers never reach into delivery, requests or bookkeeping. */
const PURE_RENDER = {
  from: 'src/imagine/render',
  forbidden: ['src/imagine/(delivery|requests|bookkeeping)', 'src/(store|jobs|keys)'],
};

/** The Discord emulator's layers: `state` at the bottom, `playground` (the page's endpoint, a driver's user) on top; nothing imports upward. */
const EMULATOR_LAYERS = {
  state: ['serialize', 'rest', 'routes', 'gateway', 'driver', 'playground'],
  serialize: ['rest', 'routes', 'gateway', 'driver', 'playground'],
  rest: ['routes', 'gateway', 'driver', 'playground'],
  routes: ['gateway', 'driver', 'playground'],
  gateway: ['rest', 'routes', 'driver', 'playground'],
  driver: ['rest', 'routes', 'gateway', 'playground'],
};

const either = (names) => `(${names.join('|')})`;

const sharedRules = Object.entries(SHARED).map(([layer, allowed]) => ({
  name: `layer-${layer}`,
  comment: `src/${layer} may import only ${allowed.length ? allowed.join(', ') : 'nothing else in src'}`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: '^src/', pathNot: `^src/${either([layer, ...allowed])}/` },
}));

const toolRules = Object.entries(TOOLS).map(([tool, allowed]) => ({
  name: `tool-${tool}`,
  comment: `src/${tool} may import only ${allowed.join(', ')}`,
  severity: 'error',
  from: { path: `^src/${tool}/` },
  to: { path: '^src/', pathNot: `^src/${either([tool, ...allowed])}/` },
}));

const featureRules = FEATURES.map((feature) => ({
  name: `feature-${feature}`,
  comment: `src/${feature} may import the shared layers, never another feature or the app`,
  severity: 'error',
  from: { path: `^src/${feature}/` },
  to: { path: '^src/', pathNot: `^src/${either([feature, ...Object.keys(SHARED)])}/` },
}));

const emulatorRules = Object.entries(EMULATOR_LAYERS).map(([layer, above]) => ({
  name: `emulator-${layer}`,
  comment: `sandbox/discord/${layer} never imports a layer above it`,
  severity: 'error',
  from: { path: `^sandbox/discord/${layer}/` },
  to: { path: `^sandbox/discord/${either(above)}/` },
}));

module.exports = {
  forbidden: [
    ...sharedRules,
    ...toolRules,
    ...featureRules,
    {
      name: 'backend-layers',
      comment: `a backend (src/backends/<name>/) may import only ${BACKENDS.allowed.join(', ')} and itself`,
      severity: 'error',
      from: { path: '^src/backends/([^/]+)/' },
      to: { path: '^src/', pathNot: [`^src/backends/$1/`, `^src/${either(BACKENDS.allowed)}/`] },
    },
    {
      name: 'backends-apart',
      comment:
        'no backend imports another: what two share belongs in the port (src/image-backend/)',
      severity: 'error',
      from: { path: '^src/backends/([^/]+)/' },
      to: { path: '^src/backends/', pathNot: '^src/backends/$1/' },
    },
    {
      name: 'app-imports-only-registrations',
      comment: 'src/app/ imports a backend only through its registration (<name>-registration.ts)',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/backends/', pathNot: '^src/backends/[^/]+/[^/]+-registration\\.ts$' },
    },
    {
      name: 'only-the-registration-imports-backends',
      comment:
        'nothing above the port imports a backend: only the registration in src/app/ may import src/backends/*',
      severity: 'error',
      from: { path: '^(src|commands)/', pathNot: '^src/(app/|backends/)' },
      to: { path: '^src/backends/' },
    },
    {
      name: 'tools-are-entry-points',
      comment: 'a tool is run by its own entry point; the bot never imports one',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/${either(Object.keys(TOOLS))}/` },
      to: { path: `^src/${either(Object.keys(TOOLS))}/` },
    },
    {
      name: `layer-${OPS.layer}`,
      comment: `src/${OPS.layer} may import only ${OPS.allowed.join(', ')}`,
      severity: 'error',
      from: { path: `^src/${OPS.layer}/` },
      to: { path: '^src/', pathNot: `^src/${either([OPS.layer, ...OPS.allowed])}/` },
    },
    {
      name: 'only-the-app-imports-ops',
      comment:
        'the operations server is wiring: only the entries (src/app.ts and src/app/, the container health check src/healthcheck.ts) use it',
      severity: 'error',
      from: { path: '^(src|commands)/', pathNot: '^src/(app\\.ts$|app/|healthcheck\\.ts$|ops/)' },
      to: { path: '^src/ops/' },
    },
    {
      name: 'pure-render',
      comment: 'renderers are pure functions of a view',
      severity: 'error',
      from: { path: `^${PURE_RENDER.from}/` },
      to: { path: `^${either(PURE_RENDER.forbidden)}/` },
    },
    {
      name: 'commands-are-entry-points',
      comment: 'only the app (src/app.ts) and deploy-commands.ts read commands/',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/app\\.ts$' },
      to: { path: '^commands/' },
    },
    {
      name: 'nothing-imports-the-app',
      comment:
        'src/app.ts with its layers in src/app/, src/main.ts and src/index.ts (which checks the Node.js version, then loads main) are the top: the composition root; deploy-commands.ts asks it which backends take images in',
      severity: 'error',
      from: {
        pathNot:
          '^(src/(index|main|app)\\.ts|src/app/|deploy-commands\\.ts|test/|bench/|sandbox/demo/)',
      },
      to: { path: '^src/((app|index|main)\\.ts$|app/)' },
    },
    {
      name: 'product-never-imports-tooling',
      comment: 'src/ and commands/ never import the sandbox, the bench or the tests',
      severity: 'error',
      from: { path: '^(src|commands)/' },
      to: { path: '^(sandbox|bench|test)/' },
    },
    {
      name: 'naive-bot-stands-alone',
      comment: "the bench's naive peer-style bot is a measuring stick: it never uses the product",
      severity: 'error',
      from: { path: '^bench/naive-bot/' },
      to: { path: '^(src|commands|sandbox)/' },
    },
    {
      name: 'emulators-stand-alone',
      comment:
        'the emulators, their kit and what they share at the top of sandbox/ (prng.ts, cli-process.ts) know nothing of the bot nor of what drives it',
      severity: 'error',
      from: { path: `^sandbox/(${either([...EMULATORS, EMULATOR_KIT])}/|[^/]+\\.ts$)` },
      to: { path: `^(src|commands|test|bench|sandbox/${either(DRIVERS)})/` },
    },
    {
      name: 'shared-sandbox-files-know-no-emulator',
      comment: 'the files at the top of sandbox/ serve every emulator and import none',
      severity: 'error',
      from: { path: '^sandbox/[^/]+\\.ts$' },
      to: { path: `^sandbox/(${EMULATORS.join('|')})/` },
    },
    {
      name: 'emulator-kit-knows-no-emulator',
      comment: `sandbox/${EMULATOR_KIT} serves every emulator and imports none`,
      severity: 'error',
      from: { path: `^sandbox/${EMULATOR_KIT}/` },
      to: { path: `^sandbox/(${EMULATORS.join('|')})/` },
    },
    ...EMULATORS.map((from) => ({
      name: `emulators-apart-${from}`,
      comment: `sandbox/${from} imports no other emulator`,
      severity: 'error',
      from: { path: `^sandbox/${from}/` },
      to: { path: `^sandbox/(${EMULATORS.filter((other) => other !== from).join('|')})/` },
    })),
    ...emulatorRules,
    {
      name: 'no-circular',
      comment: 'a cycle hides which side is the lower layer',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.js', '.json'],
      // Packages' subpath exports (`nsfwjs/core`), as Node.js resolves them.
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
    },
  },
};
