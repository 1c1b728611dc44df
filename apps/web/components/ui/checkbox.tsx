import { Choice, type ChoiceProps } from './choice.tsx';

/** A checkbox with its words; the whole row toggles it. */
export function Checkbox(props: ChoiceProps) {
  return <Choice type="checkbox" {...props} />;
}
