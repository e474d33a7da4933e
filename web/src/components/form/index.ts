export { AddressChooser, BLANK_ADDRESS, type AddressChooserProps, type AddressValues } from './address-chooser';
export { cellError, type ErrorPath } from './cell-error';
export { CountryField, NewPasswordFields, SelectField, TextareaField, TextField, type SelectOption } from './fields';
export { CellMessage, GridCell } from './grid-cell';
export { FormMessage, SchemaForm, SubmitButton } from './schema-form';
export { schemaResolver, type SchemaRules } from './schema-resolver';
export { fieldsNamed, placeServerErrors, type FieldOf, type PlacedErrors } from './server-errors';
export { showMessage } from './show-message';
export { useSchemaForm, type SchemaFormHandle, type SchemaFormOptions } from './use-schema-form';
