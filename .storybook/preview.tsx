import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '@wf/ui/fonts.css';
import '@wf/ui/web-fonts.css';
import '@wf/ui/styles.css';
import { loadLocale } from '../widget/src/i18n/load.ts';
import './preview.css';

// findBy*/waitFor wait up to 3 s (the default 1 s is short on a busy 2-core CI machine).
configure({ asyncUtilTimeout: 3000 });

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail the story's test (axe, WCAG 2.2 AA).
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
  tags: ['autodocs'],
  // Stories show modals in Spanish directly (without the widget's root, which loads it on demand).
  loaders: [
    async () => {
      await loadLocale('es');
      return {};
    },
  ],
};

export default preview;
