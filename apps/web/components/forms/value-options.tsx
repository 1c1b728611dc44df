/** A select's options from value–label pairs (filters, profile answers …). */
export function ValueOptions({ options }: { options: readonly { value: string | number; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
