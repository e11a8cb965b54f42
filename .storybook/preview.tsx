import type { Preview } from '@storybook/react-vite';
import '@wf/ui/fonts.css';
import '@wf/ui/styles.css';
import './preview.css';

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
};

export default preview;
