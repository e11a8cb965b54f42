import { ChevronIcon, PauseIcon, PlayIcon } from './icons.tsx';

interface CarouselControlsProps {
  total: number;
  /** Index of the slide in view, 0 first. */
  current: number;
  /** Whether automatic rotation is switched on (it may still be held by hover or focus). */
  rotating: boolean;
  onToggleRotation: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
}

/**
 * The carousel's buttons, in the order of the WAI-ARIA carousel pattern: rotation control
 * first, then previous and next, then one button per slide.
 */
export function CarouselControls({
  total,
  current,
  rotating,
  onToggleRotation,
  onPrevious,
  onNext,
  onSelect,
}: CarouselControlsProps) {
  return (
    <div className="wf-hero-carousel__controls">
      {/* WCAG 2.2.2: moving content that starts by itself needs a visible way to stop it. */}
      <button
        type="button"
        className="wf-hero-carousel__button wf-hero-carousel__rotation"
        onClick={onToggleRotation}
        data-rotation={rotating ? 'on' : 'off'}
      >
        {rotating ? <PauseIcon /> : <PlayIcon />}
        <span className="wf-hero-carousel__rotation-label">
          {rotating ? 'Pause' : 'Play'}
          <span className="wf-visually-hidden"> slide rotation</span>
        </span>
      </button>
      <button
        type="button"
        className="wf-hero-carousel__button wf-hero-carousel__arrow wf-hero-carousel__arrow--previous"
        aria-label="Previous slide"
        onClick={onPrevious}
      >
        <ChevronIcon direction="left" />
      </button>
      <button
        type="button"
        className="wf-hero-carousel__button wf-hero-carousel__arrow wf-hero-carousel__arrow--next"
        aria-label="Next slide"
        onClick={onNext}
      >
        <ChevronIcon direction="right" />
      </button>
      <div className="wf-hero-carousel__dots">
        {Array.from({ length: total }, (_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one button per position, the index is its identity
            key={index}
            type="button"
            className="wf-hero-carousel__dot"
            aria-label={`Go to slide ${index + 1} of ${total}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onSelect(index)}
          />
        ))}
      </div>
    </div>
  );
}
