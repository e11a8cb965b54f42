import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeroCarousel } from './HeroCarousel.tsx';
import type { HeroCarouselSlide } from './types.ts';

const slides: HeroCarouselSlide[] = [1, 2, 3].map((n) => ({
  id: `slide-${n}`,
  src: `/images/slide-${n}.webp`,
  srcSet: `/images/slide-${n}-800.webp 800w, /images/slide-${n}.webp 1600w`,
  width: 1600,
  height: 900,
  alt: `Picture ${n}`,
  title: `Title ${n}`,
  description: `Description ${n}`,
}));

function render() {
  return renderToString(createElement(HeroCarousel, { slides }));
}

describe('HeroCarousel', () => {
  describe('given the server (no window)', () => {
    it('when rendering / it shows the first slide with its title and description', () => {
      expect(typeof window).toBe('undefined');
      const html = render();
      expect(html).toContain('aria-roledescription="carousel"');
      expect(html).toMatch(/aria-label="1 of 3" data-slide-id="slide-1"/);
      expect(html).toContain('Title 1');
      expect(html).toContain('Description 1');
      expect(html).toContain('data-index="0"');
    });

    it('when rendering / it reserves the frame from the image size, so hydration does not shift', () => {
      expect(render()).toContain('--wf-hero-carousel-ratio:1600 / 900');
      expect(render()).toMatch(/<img[^>]*width="1600" height="900"/);
    });

    it('when rendering / it loads the first image at once and the others lazily', () => {
      const images = render().match(/<img[^>]*>/g) ?? [];
      expect(images).toHaveLength(3);
      expect(images[0]).toContain('loading="eager"');
      expect(images[0]).toMatch(/fetchPriority="high"/i);
      expect(images[0]).toContain('sizes="100vw"');
      expect(images[1]).toContain('loading="lazy"');
      expect(images[2]).toContain('loading="lazy"');
    });

    it('when rendering / it hides the slides out of view from assistive technology', () => {
      const html = render();
      expect(html).toMatch(/aria-label="2 of 3" aria-hidden="true"/);
      expect(html).toMatch(/aria-label="3 of 3" aria-hidden="true"/);
      expect(html).not.toMatch(/aria-label="1 of 3" aria-hidden/);
    });

    it('when rendering / it leaves the page its only h1', () => {
      expect(render()).not.toContain('<h1');
    });
  });

  describe('given a single slide', () => {
    it('when rendering / it shows no rotation controls', () => {
      const html = renderToString(createElement(HeroCarousel, { slides: slides.slice(0, 1) }));
      expect(html).toContain('Title 1');
      expect(html).not.toContain('Next slide');
      expect(html).toContain('data-state="paused"');
    });
  });
});
