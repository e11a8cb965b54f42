import type { HeroCarouselSlide } from './types.ts';

interface HeroSlideProps {
  slide: HeroCarouselSlide;
  /** Position in the carousel, 0 first. */
  index: number;
  total: number;
  /** The slide in view; the others are hidden from assistive technology. */
  current: boolean;
}

/** One slide: the image filling the frame, its title and description over a dark gradient. */
export function HeroSlide({ slide, index, total, current }: HeroSlideProps) {
  // The first slide is the page's largest paint: load it at once; the rest when needed.
  const first = index === 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group; fieldset is for form controls
    <div
      className="wf-hero-carousel__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      aria-hidden={current ? undefined : true}
      data-slide-id={slide.id}
    >
      <img
        className="wf-hero-carousel__image"
        src={slide.src}
        srcSet={slide.srcSet}
        sizes={slide.srcSet ? (slide.sizes ?? '100vw') : undefined}
        width={slide.width}
        height={slide.height}
        alt={slide.alt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding={first ? undefined : 'async'}
        draggable={false}
      />
      <div className="wf-hero-carousel__caption">
        <p className="wf-hero-carousel__title">{slide.title}</p>
        <p className="wf-hero-carousel__description">{slide.description}</p>
      </div>
    </div>
  );
}
