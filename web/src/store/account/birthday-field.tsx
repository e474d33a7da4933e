import { Button, HStack, Input } from '@chakra-ui/react';
import { useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SchemaFormHandle } from '../../components/form';
import { useFieldState } from '../../components/form/fields';
import { FormField } from '../../components/ui/form-field';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The profile's optional birthday (`PUT /api/profile` `birthday`, YYYY-MM-DD): a date input up to
 * today, and Clear, which empties it (an empty birthday is removed when saved).
 */
export function BirthdayField<V extends FieldValues>({ form, name }: { form: SchemaFormHandle<V>; name: Path<V> }) {
  const { t } = useTranslation();
  const label = t('store:account.birthday');
  const { id, error } = useFieldState({ form, name, label });
  const value = useWatch({ control: form.form.control, name }) as unknown;
  return (
    <FormField id={id} label={label} help={t('store:account.birthdayHelp')} error={error}>
      <HStack gap="2" align="center" w="full">
        <Input type="date" max={today()} autoComplete="bday" flex="1" minW="0" {...form.form.register(name)} />
        {typeof value === 'string' && value !== '' && (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('store:account.clearBirthday')}
            onClick={() => form.form.setValue(name, '' as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: true })}
          >
            {t('store:account.clear')}
          </Button>
        )}
      </HStack>
    </FormField>
  );
}
