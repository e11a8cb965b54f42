import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [{ from: '../site/public', to: '/' }],
  core: { disableTelemetry: true },
  // Vite 8 does not pre-bundle CommonJS react by itself here (see docs/toolchain.md).
  viteFinal: async (cfg) => {
    cfg.optimizeDeps ??= {};
    cfg.optimizeDeps.include = [...(cfg.optimizeDeps.include ?? []), 'react', 'react-dom'];
    return cfg;
  },
};

export default config;
