/** One slide of the hero carousel, its image already processed by the site (e.g. astro:assets). */
export interface HeroCarouselSlide {
  /** Stable slug of the slide, e.g. 'dawn-offering'. */
  id: string;
  /** URL of the image. */
  src: string;
  /** Responsive candidates for the image, as in the img srcset attribute. */
  srcSet?: string;
  /** Display sizes for srcSet; defaults to the full viewport width. */
  sizes?: string;
  /** Intrinsic width in pixels: with height, reserves the space before the image loads. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** Describes the image for screen readers. */
  alt: string;
  /** Title shown over the slide. */
  title: string;
  /** One line shown under the title. */
  description: string;
}
