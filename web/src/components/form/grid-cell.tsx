import { Input, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { cellError, type ErrorPath } from './cell-error';
import { showMessage } from './show-message';

const idOf = (path: ErrorPath) => (typeof path === 'string' ? path.split('.') : path).join('-');

interface CellMessageProps {
  /** The form's errors (react-hook-form's nested tree) … */
  errors: unknown;
  /** … and where this cell's message sits: `['stocks', 3, 'price']`, whether the schema or a server 422 (`stocks.3.price`) put it there. */
  path: ErrorPath;
  /** Element id of the message, for `aria-describedby`. */
  id?: string;
}

/** A grid cell's message, in the interface language; nothing when the cell is fine. */
export function CellMessage({ errors, path, id }: CellMessageProps) {
  const { t } = useTranslation();
  const error = cellError(errors, path);
  if (!error) return null;
  return (
    <Text id={id ?? `${idOf(path)}-error`} fontSize="xs" color="fg.error" mt="1">
      {showMessage(t, error)}
    </Text>
  );
}

interface GridCellProps extends CellMessageProps {
  /** Names the input for assistive technology: "Price of S / red". */
  label: string;
  value: string;
  onChange: (text: string) => void;
  type?: 'text' | 'number' | 'date';
  inputMode?: 'numeric' | 'decimal';
  min?: number;
  disabled?: boolean;
  minW?: string;
}

/**
 * One editable cell of a grid (the variant grid, the order lines, the receipt lines, small row
 * tables): an input with its own message underneath, tied to it by `aria-describedby`.
 */
export function GridCell({ errors, path, id, label, value, onChange, type = 'text', inputMode, min, disabled, minW }: GridCellProps) {
  const errorId = id ?? `${idOf(path)}-error`;
  const invalid = cellError(errors, path) !== undefined;
  return (
    <Table.Cell verticalAlign="top" minW={minW}>
      <Input
        size="sm"
        name={typeof path === 'string' ? path : path.join('.')}
        type={type}
        inputMode={inputMode}
        min={min}
        disabled={disabled}
        aria-label={label}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <CellMessage errors={errors} path={path} id={errorId} />
    </Table.Cell>
  );
}
