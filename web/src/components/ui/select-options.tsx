/** A native select's options: the empty choice (its text) first, then each option by its string value. */
export function SelectOptions({ empty, options }: { empty: string; options: readonly { value: string | number; label: string }[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </>
  );
}
