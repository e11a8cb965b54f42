import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Text and background token pairs the library actually uses, each checked for WCAG AA contrast. */
const PAIRS = [
  ['--wf-color-text', '--wf-color-bg'],
  ['--wf-color-text-muted', '--wf-color-bg'],
  ['--wf-color-text-muted', '--wf-color-surface'],
  ['--wf-color-text-muted', '--wf-color-surface-sunken'],
  ['--wf-color-primary', '--wf-color-bg'],
  ['--wf-color-primary', '--wf-color-primary-soft'],
  ['--wf-color-primary-contrast', '--wf-color-primary'],
  ['--wf-color-text-inverse', '--wf-color-primary-hover'],
  ['--wf-color-success', '--wf-color-success-soft'],
  ['--wf-color-danger', '--wf-color-danger-soft'],
  ['--wf-color-warning', '--wf-color-warning-soft'],
] as const;

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function Swatches() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 12,
        padding: 0,
      }}
    >
      {PAIRS.map(([fg, bg]) => (
        <li
          key={`${fg}-${bg}`}
          data-pair={`${fg} on ${bg}`}
          style={{
            listStyle: 'none',
            color: `var(${fg})`,
            background: `var(${bg})`,
            padding: 16,
            borderRadius: 10,
            border: '1px solid var(--wf-color-border)',
            fontSize: 14,
          }}
        >
          <strong>{fg.replace('--wf-color-', '')}</strong> on {bg.replace('--wf-color-', '')}
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'ui/Tokens', component: Swatches } satisfies Meta<typeof Swatches>;
export default meta;

export const ColourPairs: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const swatches = [...canvasElement.querySelectorAll<HTMLElement>('[data-pair]')];
    await expect(swatches).toHaveLength(PAIRS.length);
    for (const swatch of swatches) {
      const style = getComputedStyle(swatch);
      const ratio = contrast(style.color, style.backgroundColor);
      await expect(ratio, `${swatch.dataset.pair} has contrast ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  },
};
