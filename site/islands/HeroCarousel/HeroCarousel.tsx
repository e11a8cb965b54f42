import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CarouselControls } from './CarouselControls.tsx';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_DEFAULT_LABEL } from './constants.ts';
import { HeroSlide } from './HeroSlide.tsx';
import type { HeroCarouselSlide } from './types.ts';
import { useDocumentHidden } from './useDocumentHidden.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
import './HeroCarousel.css';

export type { HeroCarouselSlide } from './types.ts';

export interface HeroCarouselProps {
  /** The slides, in order; the first is shown by the server render. */
  slides: HeroCarouselSlide[];
  /** Time each slide stays before the next one, in milliseconds. */
  autoplayMs?: number;
  /** Accessible name of the carousel region. */
  label?: string;
  /** Overrides the visitor's prefers-reduced-motion setting (stories and tests). */
  reducedMotion?: boolean;
  className?: string;
}

/**
 * The home page's hero: a looping, auto-advancing carousel (docs/product/website.md §2) following the
 * WAI-ARIA APG carousel pattern. Rotation holds while the pointer is over it, while keyboard
 * focus is inside it and while the tab is hidden; it never starts by itself for visitors who
 * prefer reduced motion. `data-state` ('playing' | 'paused') and `data-index` (0 first) expose
 * what is happening to tests.
 */
export function HeroCarousel({
  slides,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  label = CAROUSEL_DEFAULT_LABEL,
  reducedMotion: reducedMotionProp,
  className,
}: HeroCarouselProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const reducedMotion = reducedMotionProp ?? prefersReducedMotion;
  const documentHidden = useDocumentHidden();

  // The visitor's choice from the Pause / Play button; until they choose, rotation follows
  // their motion preference.
  const [rotationChoice, setRotationChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusHold, setFocusHold] = useState(false);
  const [index, setIndex] = useState(0);

  const canRotate = slides.length > 1;
  const rotating = canRotate && (rotationChoice ?? !reducedMotion);
  const playing = rotating && !hovered && !focusHold && !documentHidden;

  const plugins = useMemo(
    () => [
      Autoplay({
        delay: autoplayMs,
        jump: reducedMotion,
        playOnInit: false,
        // We decide when to play; the plugin only keeps the timer. Dragging stops it and
        // the pointerUp listener below starts it again when rotation should go on.
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    ],
    [autoplayMs, reducedMotion],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, duration: 30 }, plugins);

  const playingRef = useRef(playing);
  useEffect(() => {
    playingRef.current = playing;
  }, [playing]);

  // Applied again after a re-init (a new delay or motion preference brings a new plugin).
  useEffect(() => {
    if (!emblaApi) return;
    const apply = () => {
      const autoplay = emblaApi.plugins().autoplay;
      if (!autoplay) return;
      if (playing) autoplay.play();
      else autoplay.stop();
    };
    apply();
    emblaApi.on('reInit', apply);
    return () => {
      emblaApi.off('reInit', apply);
    };
  }, [emblaApi, playing]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setIndex(emblaApi.selectedScrollSnap());
    const onPointerUp = () => {
      if (playingRef.current) emblaApi.plugins().autoplay?.play();
    };
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect).on('pointerUp', onPointerUp);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect).off('pointerUp', onPointerUp);
    };
  }, [emblaApi]);

  const goTo = useCallback(
    (move: 'previous' | 'next' | number) => {
      if (!emblaApi) return;
      if (move === 'previous') emblaApi.scrollPrev(reducedMotion);
      else if (move === 'next') emblaApi.scrollNext(reducedMotion);
      else emblaApi.scrollTo(move, reducedMotion);
      // A slide the visitor chose gets its full time before rotation moves on.
      emblaApi.plugins().autoplay?.reset();
    },
    [emblaApi, reducedMotion],
  );

  // Focus from the keyboard holds rotation; a click that focuses a button does not (the
  // pointer already holds it while it is over the carousel).
  const pointerDown = useRef(false);
  const resumedWhileFocused = useRef(false);
  const onPointerDown = () => {
    pointerDown.current = true;
  };
  const onFocus = () => {
    if (!pointerDown.current && !resumedWhileFocused.current) setFocusHold(true);
    pointerDown.current = false;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setFocusHold(false);
    resumedWhileFocused.current = false;
  };
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent<HTMLElement>) => {
    pointerDown.current = false;
    if (event.pointerType === 'mouse') setHovered(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') goTo('previous');
    else if (event.key === 'ArrowRight') goTo('next');
    else return;
    event.preventDefault();
  };
  const toggleRotation = () => {
    if (rotating) {
      setRotationChoice(false);
      return;
    }
    // APG: activating the rotation control resumes rotation even while focus is inside.
    setRotationChoice(true);
    resumedWhileFocused.current = true;
    setFocusHold(false);
  };

  if (slides.length === 0) return null;
  const first = slides[0] as HeroCarouselSlide;
  const style = { '--wf-hero-carousel-ratio': `${first.width} / ${first.height}` } as CSSProperties;

  return (
    <section
      className={className ? `wf-hero-carousel ${className}` : 'wf-hero-carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      data-state={playing ? 'playing' : 'paused'}
      data-index={index}
      data-reduced-motion={reducedMotion ? '' : undefined}
      style={style}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerDown={onPointerDown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <div className="wf-hero-carousel__viewport" ref={viewportRef}>
        {/* APG: announce slide changes only when the visitor is in charge, not while rotating. */}
        <div className="wf-hero-carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => (
            <HeroSlide
              key={slide.id}
              slide={slide}
              index={slideIndex}
              total={slides.length}
              current={slideIndex === index}
            />
          ))}
        </div>
      </div>
      {canRotate ? (
        <div className="wf-hero-carousel__overlay">
          <CarouselControls
            total={slides.length}
            current={index}
            rotating={rotating}
            onToggleRotation={toggleRotation}
            onPrevious={() => goTo('previous')}
            onNext={() => goTo('next')}
            onSelect={goTo}
          />
        </div>
      ) : null}
    </section>
  );
}
