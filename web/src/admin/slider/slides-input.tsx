import { Box, Button, Checkbox, Field, HStack, IconButton, Input, Stack, Text, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SliderInput } from '@shop/core/content/slider.schema';
import { CellMessage } from '../../components/form';
import type { WidgetProps } from '../../components/resource/types';
import { ImageUpload } from '../../components/resource/widgets/image-upload';
import { moveItem } from '../../lib/move-item';
import { localInputValue, toIso } from './slides';

type Slides = SliderInput['slides'];
type Slide = Slides[number];

const MAX = 20;
const blank = (): Slide => ({ image: '', title: '', text: '', link: '', enabled: true, starts_at: undefined, ends_at: undefined });

/**
 * A slider's slides in order: each an uploaded image, a title and text (in the form's language), a
 * link, a switch and an optional schedule. Up and down buttons reorder them (keyboard-usable; the
 * order is what the storefront shows). Errors sit beside each input (`slides.2.image`).
 */
export function SlidesInput({ field, value, onChange, errors, disabled }: WidgetProps<unknown>) {
  const { t } = useTranslation();
  // The schema's input is `unknown` (a form-data body may send the list as JSON text); the form holds the list.
  const slides = Array.isArray(value) ? (value as Slides) : [];
  const set = (index: number, patch: Partial<Slide>) => onChange(slides.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <Stack gap="3" id={field.id} role="group" aria-labelledby={field.labelId}>
      {slides.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('admin:slider.noSlides')}
        </Text>
      )}
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
        {slides.map((slide, index) => {
          const name = t('admin:slider.slideNumber', { number: index + 1 });
          const id = (part: string) => `${field.id}-${index}-${part}`;
          return (
            <Box as="li" key={slide.key ?? `new-${index}`} borderWidth="1px" borderRadius="md" p="3" aria-label={name}>
              <HStack justify="space-between" mb="2">
                <Text fontWeight="semibold">{name}</Text>
                <HStack gap="1">
                  <IconButton
                    size="xs"
                    variant="outline"
                    aria-label={t('admin:slider.moveUp', { name })}
                    disabled={disabled || index === 0}
                    onClick={() => onChange(moveItem(slides, index, index - 1))}
                  >
                    ↑
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="outline"
                    aria-label={t('admin:slider.moveDown', { name })}
                    disabled={disabled || index === slides.length - 1}
                    onClick={() => onChange(moveItem(slides, index, index + 1))}
                  >
                    ↓
                  </IconButton>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('admin:slider.remove', { name })}
                    disabled={disabled}
                    onClick={() => onChange(slides.filter((_, i) => i !== index))}
                  >
                    {t('common:upload.removeShort')}
                  </Button>
                </HStack>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <Field.Root>
                  <Field.Label htmlFor={id('image')}>{t('admin:slider.fields.image')}</Field.Label>
                  <ImageUpload id={id('image')} value={slide.image ?? ''} onChange={(image) => set(index, { image })} />
                  <CellMessage errors={errors} path={['slides', index, 'image']} />
                </Field.Root>
                <Stack gap="3">
                  <Field.Root>
                    <Field.Label htmlFor={id('title')}>{t('admin:slider.fields.slideTitle')}</Field.Label>
                    <Input
                      id={id('title')}
                      value={slide.title ?? ''}
                      disabled={disabled}
                      onChange={(e) => set(index, { title: e.currentTarget.value })}
                    />
                    <CellMessage errors={errors} path={['slides', index, 'title']} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label htmlFor={id('text')}>{t('admin:slider.fields.text')}</Field.Label>
                    <Textarea
                      id={id('text')}
                      rows={2}
                      value={slide.text ?? ''}
                      disabled={disabled}
                      onChange={(e) => set(index, { text: e.currentTarget.value })}
                    />
                    <CellMessage errors={errors} path={['slides', index, 'text']} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label htmlFor={id('link')}>{t('admin:slider.fields.link')}</Field.Label>
                    <Input
                      id={id('link')}
                      value={slide.link ?? ''}
                      disabled={disabled}
                      placeholder="/category/sale"
                      onChange={(e) => set(index, { link: e.currentTarget.value })}
                    />
                    <Field.HelperText>{t('admin:slider.help.link')}</Field.HelperText>
                    <CellMessage errors={errors} path={['slides', index, 'link']} />
                  </Field.Root>
                </Stack>
              </SimpleGrid>
              <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }} mt="3">
                <Field.Root width={{ md: '64' }}>
                  <Field.Label htmlFor={id('starts')}>{t('admin:slider.fields.startsAt')}</Field.Label>
                  <Input
                    id={id('starts')}
                    type="datetime-local"
                    value={localInputValue(slide.starts_at)}
                    disabled={disabled}
                    onChange={(e) => set(index, { starts_at: toIso(e.currentTarget.value) })}
                  />
                  <CellMessage errors={errors} path={['slides', index, 'starts_at']} />
                </Field.Root>
                <Field.Root width={{ md: '64' }}>
                  <Field.Label htmlFor={id('ends')}>{t('admin:slider.fields.endsAt')}</Field.Label>
                  <Input
                    id={id('ends')}
                    type="datetime-local"
                    value={localInputValue(slide.ends_at)}
                    disabled={disabled}
                    onChange={(e) => set(index, { ends_at: toIso(e.currentTarget.value) })}
                  />
                  <CellMessage errors={errors} path={['slides', index, 'ends_at']} />
                </Field.Root>
                <Checkbox.Root
                  checked={slide.enabled !== false}
                  disabled={disabled}
                  onCheckedChange={(e) => set(index, { enabled: e.checked === true })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('admin:slider.fields.slideEnabled')}</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <HStack>
        <Button size="sm" variant="outline" disabled={disabled || slides.length >= MAX} onClick={() => onChange([...slides, blank()])}>
          {t('admin:slider.addSlide')}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t('common:upload.count', { count: slides.length, max: MAX })}
        </Text>
      </HStack>
    </Stack>
  );
}
