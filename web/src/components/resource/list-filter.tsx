import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanRead } from './permissions';
import { RemoteCombobox } from './remote-combobox';
import { isSearched, type FilterDefinition } from './types';
import { useRemoteOptions } from './use-resource';
import { SelectOptions } from '../ui/select-options';

const NUMBER_DEBOUNCE_MS = 500;

interface ListFilterProps {
  filter: FilterDefinition;
  value: string;
  onChange: (value: string) => void;
}

/**
 * One list filter: a select of static or whole-list options, a combobox searching a paged resource,
 * a whole number (debounced like search), or a date.
 * A filter whose options the admin may not read is not offered.
 */
export function ListFilter({ filter, value, onChange }: ListFilterProps) {
  const { t } = useTranslation();
  const canRead = useCanRead();
  const id = `list-filter-${filter.name}`;
  if (filter.remote && !canRead(filter.remote)) return null;
  return (
    <Field.Root width="auto" id={id}>
      <Field.Label>{t(filter.label)}</Field.Label>
      {filter.input === 'number' ? (
        <NumberFilter value={value} onChange={onChange} />
      ) : filter.input === 'date' ? (
        <Input size="sm" width="40" type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <SelectFilter filter={filter} value={value} onChange={onChange} />
      )}
    </Field.Root>
  );
}

function SelectFilter({ filter, value, onChange }: ListFilterProps) {
  const { t } = useTranslation();
  const remote = useRemoteOptions(isSearched(filter.remote) ? undefined : filter.remote);
  if (isSearched(filter.remote))
    return (
      <RemoteCombobox
        remote={filter.remote}
        value={value ? [value] : []}
        onChange={(next) => onChange(next[0] ?? '')}
        placeholder={t('common:list.all')}
        size="sm"
        width="56"
      />
    );
  const options = filter.remote ? (remote.data ?? []) : (filter.options ?? []).map((o) => ({ ...o, label: t(o.label) }));
  return (
    <NativeSelect.Root size="sm" width="48">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <SelectOptions empty={t('common:list.all')} options={options} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function NumberFilter({ value, onChange }: Pick<ListFilterProps, 'value' | 'onChange'>) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value || (text !== '' && !/^\d+$/.test(text))) return;
    const timer = setTimeout(() => onChange(text), NUMBER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the debounce
  }, [text]);
  return (
    <Input
      size="sm"
      width="28"
      type="number"
      min={0}
      step={1}
      inputMode="numeric"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
    />
  );
}
