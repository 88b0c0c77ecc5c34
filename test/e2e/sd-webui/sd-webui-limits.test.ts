import { describeLimitsInImages } from '../helpers/limits-in-images.js';
import { startSdWebuiEnv } from './sd-webui-kit.js';

describeLimitsInImages({
  name: 'Stable Diffusion WebUI',
  start: () => startSdWebuiEnv(),
  submissions: (env) => env.webui.stats.requests.txt2img,
  violations: (env) => env.webui.stats.violations,
});
