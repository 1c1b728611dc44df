import type { ReactNode, Ref } from 'react';
import styles from './calculator.module.css';

/** One answer of a calculator: what it is and its value, e.g. "Monthly EMI" and "₹12,667.58". */
export interface Figure {
  term: ReactNode;
  value: ReactNode;
}

/**
 * The bordered panel a calculator answers in, named by its heading so it reads as a region, with
 * the error that stops it (an API that could not be reached) shown first.
 */
export function ResultPanel({
  titleId,
  title,
  kicker,
  headingRef,
  live,
  error,
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** A line above the heading, e.g. "Step 2 of 4". */
  kicker?: ReactNode;
  /** For moving focus to the heading (tabIndex -1 lets it take focus without joining the tab order). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Announce every change: the panel answers as the person types. */
  live?: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className={styles.result} aria-labelledby={titleId} aria-live={live ? 'polite' : undefined}>
      {kicker && <p className={styles.hint}>{kicker}</p>}
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {children}
    </section>
  );
}

/** The headline figures of a result, as a description list. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure, index) => (
        <div key={index}>
          <dt>{figure.term}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A calculator that answers as the person types: the inputs on the left (above on a phone), each
 * naming its own error, and the live result on the right. While an input is wrong the result says
 * what to do instead of showing stale figures.
 */
export function LiveCalculator(props: {
  id: string;
  inputsLabel: string;
  inputs: ReactNode;
  resultTitle: string;
  /** The figures and what follows them (the working, charts); undefined while an input is wrong. */
  result: { figures: readonly Figure[]; details: ReactNode } | undefined;
  /** What the result panel says while an input is wrong. */
  whenInvalid: string;
}) {
  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        noValidate
        aria-label={props.inputsLabel}
      >
        {props.inputs}
      </form>
      <ResultPanel titleId={`${props.id}-result-title`} title={props.resultTitle} live>
        {props.result ? (
          <>
            <Figures figures={props.result.figures} />
            {props.result.details}
          </>
        ) : (
          <p>{props.whenInvalid}</p>
        )}
      </ResultPanel>
    </div>
  );
}
