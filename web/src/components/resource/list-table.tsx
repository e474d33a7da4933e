import { Badge, Box, Button, Link as ChakraLink, Checkbox, HStack, Image, Table } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { datePart, fileUrl } from '../../lib/format';
import { AdminIdContext, useCan } from './permissions';
import { itemKeyOf, type AnyResource, type ColumnDefinition, type Row } from './types';
import type { ListParams } from './use-list-params';

interface ListTableProps {
  definition: AnyResource;
  rows: Row[];
  params: ListParams;
  onSort: (sort: string) => void;
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  selectable: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (row: Row) => void;
}

function cell(column: ColumnDefinition, row: Row, t: TFunction) {
  if (column.render) return column.render(row, t);
  const value = row[column.key];
  if (column.kind === 'boolean') {
    return <Badge colorPalette={value ? 'green' : 'gray'}>{value ? t('common:states.enabled') : t('common:states.disabled')}</Badge>;
  }
  if (column.kind === 'date') return datePart(value);
  if (column.kind === 'image') {
    const src = fileUrl(typeof value === 'string' ? value : undefined);
    return src ? (
      <Image src={src} alt="" boxSize="10" objectFit="cover" borderRadius="sm" />
    ) : (
      <Box boxSize="10" borderRadius="sm" bg="bg.muted" aria-hidden />
    );
  }
  return value === null || value === undefined ? '' : String(value);
}

export function rowName(definition: AnyResource, row: Row): string {
  return definition.rowLabel?.(row) || `#${row.id}`;
}

function SortHeader({ column, params, onSort }: { column: ColumnDefinition; params: ListParams; onSort: (s: string) => void }) {
  const { t } = useTranslation();
  const label = t(column.label);
  if (!column.sortKey) return <Table.ColumnHeader>{label}</Table.ColumnHeader>;
  const active = params.sort === column.sortKey;
  const sortState = active ? (params.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.ColumnHeader aria-sort={sortState}>
      <Button variant="plain" size="sm" px="0" onClick={() => onSort(column.sortKey as string)}>
        {label}
        <span aria-hidden>{active ? (params.order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </Button>
    </Table.ColumnHeader>
  );
}

/**
 * An action that can never succeed for this row: shown disabled, the reason as its tooltip and
 * accessible description (the button is named by its label, so `title` is read as the description).
 */
function Refused({ label, reason, children }: { label: string; reason: string; children: ReactNode }) {
  return (
    <Button size="xs" variant="outline" disabled aria-label={label} title={reason}>
      {children}
    </Button>
  );
}

export function ListTable(props: ListTableProps) {
  const { definition, rows, params, onSort, selected, onSelect, selectable, canEdit, canDelete, onDelete } = props;
  const { t } = useTranslation();
  const can = useCan();
  const ctx = { adminId: useContext(AdminIdContext) };
  const rowActions = (definition.rowActions ?? []).filter((a) => can(a.permission ?? definition.permissions.list));
  const hasActions = canEdit || canDelete || rowActions.length > 0;
  const ids = rows.map((r) => String(r.id));
  const selectedHere = ids.filter((id) => selected.has(id)).length;
  const all = rows.length > 0 && selectedHere === rows.length;

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            {selectable && (
              <Table.ColumnHeader width="10">
                <Checkbox.Root
                  size="sm"
                  checked={all ? true : selectedHere > 0 ? 'indeterminate' : false}
                  onCheckedChange={(e) => onSelect(ids, e.checked === true)}
                >
                  <Checkbox.HiddenInput aria-label={t('common:list.selectAll')} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            )}
            {definition.columns.map((column) => (
              <SortHeader key={column.key} column={column} params={params} onSort={onSort} />
            ))}
            {hasActions && <Table.ColumnHeader textAlign="end">{t('common:list.actions')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const id = String(row.id);
            const name = rowName(definition, row);
            const editRefused = definition.rowRules?.edit?.(row, ctx);
            const deleteRefused = definition.rowRules?.delete?.(row, ctx);
            return (
              <Table.Row key={id} data-selected={selected.has(id) ? '' : undefined}>
                {selectable && (
                  <Table.Cell>
                    <Checkbox.Root size="sm" checked={selected.has(id)} onCheckedChange={(e) => onSelect([id], e.checked === true)}>
                      <Checkbox.HiddenInput aria-label={t('common:list.selectRow', { name })} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                )}
                {definition.columns.map((column) => {
                  const to = !column.linkPermission || can(column.linkPermission) ? column.link?.(row) : undefined;
                  return (
                    <Table.Cell key={column.key}>
                      {to ? (
                        <ChakraLink asChild colorPalette="blue" variant="underline">
                          <Link to={to}>{cell(column, row, t)}</Link>
                        </ChakraLink>
                      ) : (
                        cell(column, row, t)
                      )}
                    </Table.Cell>
                  );
                })}
                {hasActions && (
                  <Table.Cell textAlign="end">
                    <HStack justify="end" gap="1">
                      {rowActions.map((action) =>
                        action.dialog ? (
                          <action.dialog key={action.label} row={row} />
                        ) : (
                          <Button key={action.label} asChild size="xs" variant="outline">
                            <Link to={action.to(row)} aria-label={`${t(action.label)}: ${name}`}>
                              {t(action.label)}
                            </Link>
                          </Button>
                        ),
                      )}
                      {canEdit && editRefused && (
                        <Refused label={t('common:actions.editNamed', { name })} reason={t(editRefused)}>
                          {t('common:actions.edit')}
                        </Refused>
                      )}
                      {canEdit && !editRefused && (
                        <Button asChild size="xs" variant="outline">
                          <Link
                            to={`/admin/${definition.name}/edit/${encodeURIComponent(itemKeyOf(definition, row))}`}
                            aria-label={t('common:actions.editNamed', { name })}
                          >
                            {t('common:actions.edit')}
                          </Link>
                        </Button>
                      )}
                      {canDelete && deleteRefused && (
                        <Refused label={t('common:actions.deleteNamed', { name })} reason={t(deleteRefused)}>
                          {t('common:actions.delete')}
                        </Refused>
                      )}
                      {canDelete && !deleteRefused && (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={t('common:actions.deleteNamed', { name })}
                          onClick={() => onDelete(row)}
                        >
                          {t('common:actions.delete')}
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
