import { Badge, CloseButton, Combobox, HStack, Spinner, Stack, Text, Wrap, createListCollection } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteSearch, Row } from './types';
import { OPTIONS_LIMIT, optionLabel, useOptionLabels, useOptionSearch } from './use-resource';

/** Typing waits this long before it searches (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface RemoteComboboxProps {
  remote: RemoteSearch;
  /** The chosen value(s): at most one unless `multiple`. */
  value: readonly (string | number)[];
  onChange: (value: string[]) => void;
  multiple?: boolean;
  /** Values never offered (e.g. the admin a transfer starts from). */
  exclude?: readonly (string | number)[];
  placeholder?: string;
  size?: 'sm' | 'md';
  width?: string;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  invalid?: boolean;
  /** The id of the element naming the input, where no `Field` label does (a fieldset's legend). */
  labelledBy?: string;
  /** The pause after typing before it searches; SEARCH_DEBOUNCE_MS unless told. */
  debounceMs?: number;
}

/** The value a row stands for: its id, or the field the source names (a url). */
const valueOf = (remote: RemoteSearch, row: Row) => String(row[remote.value ?? 'id'] ?? '');

interface Item {
  value: string;
  label: string;
}

/**
 * A searchable select over a paged resource (decision 0021): typing asks the server for the first
 * 20 matches (`GET /api/admin/<resource>/options?search=`, debounced), and the chosen values are
 * labelled by id, so a value shows its name even when no search has found it, and every row is
 * reachable however many there are. Single or multiple; arrow keys, Enter and Escape as in any
 * combobox. Labelled by the surrounding `Field` (its label names the input).
 */
export function RemoteCombobox(props: RemoteComboboxProps) {
  const { remote, value, onChange, multiple = false, exclude = [], size = 'md', debounceMs = SEARCH_DEBOUNCE_MS } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  /** The text being typed; null while the input shows the chosen value. */
  const [typed, setTyped] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  useEffect(() => {
    const next = (typed ?? '').trim();
    if (next === term) return;
    const timer = setTimeout(() => setTerm(next), debounceMs);
    return () => clearTimeout(timer);
  }, [typed, term, debounceMs]);

  const search = useOptionSearch(remote, term, open);
  const chosen = useMemo(() => value.map(String).filter((v) => v !== ''), [value]);
  // Values other than ids (urls) cannot be looked up by id: they show as they are until found.
  const labelled = useOptionLabels(remote, remote.value ? [] : chosen);
  const labels = useMemo(() => {
    const known = new Map<string, string>();
    const add = (rows: Row[] | undefined) => rows?.forEach((row) => known.set(valueOf(remote, row), optionLabel(remote, row)));
    add(labelled.data);
    add(search.data?.data);
    return known;
  }, [labelled.data, search.data, remote]);

  const excluded = useMemo(() => new Set(exclude.map(String)), [exclude]);
  const collection = useMemo(() => {
    const items = (search.data?.data ?? [])
      .filter((row) => !excluded.has(valueOf(remote, row)))
      .map((row) => ({ value: valueOf(remote, row), label: optionLabel(remote, row) }));
    // A new text (no match of that name, not chosen yet) can be added as it is.
    const fold = (s: string) => s.toLowerCase();
    const fresh =
      remote.creatable && term !== '' && !items.some((i) => fold(i.value) === fold(term)) && !chosen.some((v) => fold(v) === fold(term));
    return createListCollection<Item>({
      items: fresh ? [...items, { value: term, label: t('common:combobox.create', { term }) }] : items,
    });
  }, [search.data, excluded, remote, term, chosen, t]);

  const labelOf = (id: string) => labels.get(id) ?? (remote.value ? id : labelled.isPending ? '' : `#${id}`);
  const shown = typed ?? (multiple ? '' : chosen[0] ? labelOf(chosen[0]) : '');
  // Results for an older term stay on screen until the new ones arrive; say that they are coming.
  // (The closed list stays in the DOM, hidden: it shows no spinner then.)
  const waiting = search.isPending || (search.isFetching && search.isPlaceholderData) || (typed ?? '').trim() !== term;

  return (
    <Stack gap="1.5" width={props.width ?? 'full'}>
      {multiple && chosen.length > 0 && (
        <Wrap gap="1" aria-live="polite">
          {chosen.map((id) => (
            <Badge key={id} size="md" variant="subtle" pe="0">
              {labelOf(id) || '…'}
              <CloseButton
                size="2xs"
                aria-label={t('common:combobox.remove', { label: labelOf(id) || `#${id}` })}
                disabled={props.disabled}
                onClick={() => onChange(chosen.filter((v) => v !== id))}
              />
            </Badge>
          ))}
        </Wrap>
      )}
      <Combobox.Root
        collection={collection}
        multiple={multiple}
        value={chosen}
        onValueChange={(details) => onChange(multiple ? details.value : details.value.slice(-1))}
        inputValue={shown}
        onInputValueChange={(details) => setTyped(details.reason === 'input-change' ? details.inputValue : null)}
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          if (!details.open) setTyped(null);
        }}
        openOnClick
        inputBehavior="autohighlight"
        selectionBehavior={multiple ? 'clear' : 'replace'}
        closeOnSelect={!multiple}
        // Fixed, so a dialog's or a table's overflow does not clip the list.
        positioning={{ strategy: 'fixed', sameWidth: true }}
        size={size}
        disabled={props.disabled}
        invalid={props.invalid}
        name={props.name}
        translations={{ triggerLabel: t('common:combobox.open'), clearTriggerLabel: t('common:combobox.clear') }}
      >
        <Combobox.Control>
          <Combobox.Input
            ref={props.inputRef}
            onBlur={props.onBlur}
            aria-labelledby={props.labelledBy}
            placeholder={props.placeholder ?? t('common:combobox.placeholder')}
          />
          <Combobox.IndicatorGroup>
            {(labelled.isFetching || (open && search.isFetching)) && <Spinner size="xs" aria-hidden />}
            {chosen.length > 0 && !props.disabled && <Combobox.ClearTrigger />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            {search.isError ? (
              <Text role="alert" px="2" py="1.5" fontSize="sm" color="fg.error">
                {t('common:combobox.error')}
              </Text>
            ) : collection.size === 0 && waiting && open ? (
              <HStack px="2" py="1.5" fontSize="sm" color="fg.muted" role="status">
                <Spinner size="xs" aria-hidden />
                <Text>{t('common:states.loading')}</Text>
              </HStack>
            ) : (
              <Combobox.Empty>{term ? t('common:combobox.empty', { term }) : t('common:form.noOptions')}</Combobox.Empty>
            )}
            {!search.isError &&
              collection.items.map((item) => (
                <Combobox.Item key={item.value} item={item}>
                  <Combobox.ItemText>{item.label}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            {!search.isError && search.data?.more && (
              <Text px="2" py="1.5" fontSize="xs" color="fg.muted">
                {t('common:combobox.more', { count: OPTIONS_LIMIT })}
              </Text>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
    </Stack>
  );
}
