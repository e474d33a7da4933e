import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fileUrl } from '../../lib/format';
import { Autoplay, swipeStep, wrapIndex } from './carousel-logic';
import type { HomeSlider } from './home-data';

type Slide = HomeSlider['slides'][number];

/**
 * The pictures' intrinsic size, for the browser's layout before they arrive. Slides are drawn in a box
 * of fixed shape whatever the file (4:3, from md 16:6, object-fit: cover; `home.css`), so nothing
 * moves as they load.
 */
const PICTURE = { width: 1600, height: 600 } as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionNow = () => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
function onReducedMotionChange(change: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

/**
 * Whether the shopper asked for reduced motion. The server's page and the hydrating render say no
 * (what the server can know); the browser's answer follows at once, so hydration matches.
 */
function useReducedMotion(): boolean {
  return useSyncExternalStore(onReducedMotionChange, reducedMotionNow, () => false);
}

function SlideLink({ link, children }: { link: string; children: ReactNode }) {
  return link.startsWith('/') ? (
    <Link className="shop-slider__link" to={link}>
      {children}
    </Link>
  ) : (
    <a className="shop-slider__link" href={link}>
      {children}
    </a>
  );
}

function Caption({ slide }: { slide: Slide }) {
  if (!slide.title && !slide.text) return null;
  const title = slide.title && <span className="shop-slider__title">{slide.title}</span>;
  return (
    <div className="shop-slider__caption">
      {title && slide.link ? <SlideLink link={slide.link}>{title}</SlideLink> : title}
      {slide.text && <p className="shop-slider__text">{slide.text}</p>}
    </div>
  );
}

/**
 * A slider on the storefront (decision 0035): one slide shown at a time, moving on every 5 s (spec
 * section 9) unless the shopper points at it, focuses inside it, has asked for reduced motion, or
 * pressed pause; previous/next buttons, a dot per slide and swipes move it by hand. Slides sit in a
 * box of fixed shape, so the page does not shift while pictures load. Plain elements and the classes
 * of `home.css` and `header.css` (decision 0044).
 */
export function Carousel({ slider }: { slider: HomeSlider }) {
  const { t } = useTranslation();
  const { slides } = slider;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const reduced = useReducedMotion();
  const autoplay = useRef<Autoplay | null>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const current = Math.min(index, Math.max(0, count - 1));

  useEffect(() => {
    const timer = new Autoplay(() => setIndex((i) => wrapIndex(i, 1, count)));
    autoplay.current = timer;
    timer.set('single', count < 2);
    const visibility = () => timer.set('hidden', document.hidden);
    visibility();
    document.addEventListener('visibilitychange', visibility);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      timer.dispose();
      autoplay.current = null;
    };
  }, [count]);
  useEffect(() => autoplay.current?.set('reduced-motion', reduced), [reduced, count]);
  useEffect(() => autoplay.current?.set('stopped', stopped), [stopped, count]);

  if (count === 0) return null;
  const go = (next: number) => {
    setIndex(wrapIndex(next, 0, count));
    autoplay.current?.restart();
  };
  const playing = !stopped && !reduced && count > 1;
  const labelOf = (i: number) => t('store:carousel.slideOf', { number: i + 1, count });

  return (
    <section
      aria-roledescription={t('store:carousel.role')}
      aria-label={slider.title}
      data-testid="carousel"
      data-slider={slider.identifier}
      onMouseEnter={() => autoplay.current?.hold('hover')}
      onMouseLeave={() => autoplay.current?.release('hover')}
      onFocus={() => autoplay.current?.hold('focus')}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) autoplay.current?.release('focus');
      }}
    >
      <div
        className="shop-slider__frame"
        onTouchStart={(e) => {
          const point = e.touches[0];
          touch.current = point ? { x: point.clientX, y: point.clientY } : null;
        }}
        onTouchEnd={(e) => {
          const point = e.changedTouches[0];
          const start = touch.current;
          touch.current = null;
          if (!start || !point) return;
          const step = swipeStep(start, { x: point.clientX, y: point.clientY });
          if (step !== 0) go(current + step);
        }}
      >
        <div className="shop-slider__slides" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const shown = i === current;
            return (
              <div
                key={slide.key}
                className="shop-slider__slide"
                role="group"
                aria-roledescription={t('store:carousel.slide')}
                aria-label={labelOf(i)}
                data-testid="carousel-slide"
                // The shown slide; the others are out of sight, of the tab order and of the accessibility tree.
                data-current={shown || undefined}
              >
                <img
                  src={fileUrl(slide.image_path)}
                  alt={slide.title}
                  width={PICTURE.width}
                  height={PICTURE.height}
                  decoding="async"
                  // The first slide is the page's largest paint; the others wait until needed.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                />
                <Caption slide={slide} />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="shop-slider__controls">
          <button
            type="button"
            className="shop-button shop-button--icon shop-slider__ghost"
            aria-label={t('store:carousel.previous')}
            onClick={() => go(current - 1)}
          >
            ‹
          </button>
          <div className="shop-slider__dots" role="group" aria-label={t('store:carousel.choose')}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className="shop-button shop-slider__xs shop-slider__dot"
                aria-label={labelOf(i)}
                aria-current={i === current || undefined}
                onClick={() => go(i)}
              >
                <span />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="shop-button shop-button--icon shop-slider__ghost"
            aria-label={t('store:carousel.next')}
            onClick={() => go(current + 1)}
          >
            ›
          </button>
          {!reduced && (
            <button
              type="button"
              className="shop-button shop-slider__xs shop-slider__ghost"
              aria-pressed={stopped}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? t('store:carousel.play') : t('store:carousel.pause')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
