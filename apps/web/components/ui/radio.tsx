import { Choice, type ChoiceProps } from './choice.tsx';

/** One option of a radio group, with its words; the whole row picks it. */
export function Radio(props: ChoiceProps) {
  return <Choice type="radio" {...props} />;
}
