import { Box, Button, HStack, IconButton, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fileUrl } from '../../lib/format';
import { Autoplay, swipeStep, wrapIndex } from './carousel-logic';
import type { HomeSlider } from './home-data';

type Slide = HomeSlider['slides'][number];

/** Slides are drawn in a box of this shape whatever the file (object-fit: cover), so nothing moves as they load. */
const RATIO = { base: 4 / 3, md: 16 / 6 } as const;
/** The pictures' intrinsic size, for the browser's layout before they arrive. */
const PICTURE = { width: 1600, height: 600 } as const;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

function SlideLink({ link, children }: { link: string; children: ReactNode }) {
  return link.startsWith('/') ? (
    <ChakraLink asChild color="inherit">
      <Link to={link}>{children}</Link>
    </ChakraLink>
  ) : (
    <ChakraLink href={link} color="inherit">
      {children}
    </ChakraLink>
  );
}

function Caption({ slide }: { slide: Slide }) {
  if (!slide.title && !slide.text) return null;
  const title = slide.title && (
    <Text as="span" fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold" display="block">
      {slide.title}
    </Text>
  );
  return (
    <Stack
      position="absolute"
      insetX="0"
      bottom="0"
      gap="1"
      px={{ base: '4', md: '8' }}
      pt="10"
      pb={{ base: '4', md: '6' }}
      color="white"
      bgGradient="to-t"
      gradientFrom="blackAlpha.700"
      gradientTo="transparent"
    >
      {title && slide.link ? <SlideLink link={slide.link}>{title}</SlideLink> : title}
      {slide.text && (
        <Text fontSize={{ base: 'sm', md: 'md' }} lineClamp={2}>
          {slide.text}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A slider on the storefront (decision 0035): one slide shown at a time, moving on every 5 s (spec
 * section 9) unless the shopper points at it, focuses inside it, has asked for reduced motion, or
 * pressed pause; previous/next buttons, a dot per slide and swipes move it by hand. Slides sit in a
 * box of fixed shape, so the page does not shift while pictures load.
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
    <Box
      as="section"
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
      <Box
        position="relative"
        aspectRatio={RATIO}
        overflow="hidden"
        borderRadius="lg"
        bg="bg.subtle"
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
        <Box aria-live={playing ? 'off' : 'polite'} height="full">
          {slides.map((slide, i) => {
            const shown = i === current;
            return (
              <Box
                key={slide.key}
                role="group"
                aria-roledescription={t('store:carousel.slide')}
                aria-label={labelOf(i)}
                data-testid="carousel-slide"
                data-current={shown || undefined}
                position="absolute"
                inset="0"
                // Hidden slides are out of sight, of the tab order and of the accessibility tree.
                opacity={shown ? 1 : 0}
                visibility={shown ? 'visible' : 'hidden'}
                transition="opacity 0.5s ease, visibility 0.5s"
                _motionReduce={{ transition: 'none' }}
              >
                <Image
                  src={fileUrl(slide.image_path)}
                  alt={slide.title}
                  htmlWidth={PICTURE.width}
                  htmlHeight={PICTURE.height}
                  width="full"
                  height="full"
                  objectFit="cover"
                  decoding="async"
                  // The first slide is the page's largest paint; the others wait until needed.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                />
                <Caption slide={slide} />
              </Box>
            );
          })}
        </Box>
      </Box>
      {count > 1 && (
        <HStack justify="center" gap="2" mt="2" wrap="wrap">
          <IconButton size="sm" variant="ghost" aria-label={t('store:carousel.previous')} onClick={() => go(current - 1)}>
            ‹
          </IconButton>
          <HStack gap="0" role="group" aria-label={t('store:carousel.choose')}>
            {slides.map((slide, i) => (
              <Button
                key={slide.key}
                size="xs"
                variant="plain"
                minW="6"
                px="0"
                aria-label={labelOf(i)}
                aria-current={i === current || undefined}
                onClick={() => go(i)}
              >
                <Box as="span" boxSize="2.5" borderRadius="full" bg={i === current ? 'fg' : 'border.emphasized'} />
              </Button>
            ))}
          </HStack>
          <IconButton size="sm" variant="ghost" aria-label={t('store:carousel.next')} onClick={() => go(current + 1)}>
            ›
          </IconButton>
          {!reduced && (
            <Button size="xs" variant="ghost" aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
              {stopped ? t('store:carousel.play') : t('store:carousel.pause')}
            </Button>
          )}
        </HStack>
      )}
    </Box>
  );
}
