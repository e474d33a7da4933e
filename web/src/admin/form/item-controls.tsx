import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The item's name in the buttons' labels ("Tab 2", "Field 3"). */
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  size: 'xs' | '2xs';
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Up, down and remove for one item of an ordered list (keyboard-usable, like the slider's slides). */
export function ItemControls({ name, index, count, disabled, size, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <HStack gap="1">
      <IconButton
        size={size}
        variant="outline"
        aria-label={t('admin:form.moveUp', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </IconButton>
      <IconButton
        size={size}
        variant="outline"
        aria-label={t('admin:form.moveDown', { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </IconButton>
      <Button
        size={size}
        variant="ghost"
        colorPalette="red"
        aria-label={t('admin:form.remove', { name })}
        disabled={disabled}
        onClick={onRemove}
      >
        {t('common:upload.removeShort')}
      </Button>
    </HStack>
  );
}
