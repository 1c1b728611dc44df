import type { ComponentProps } from 'react';
import styles from './slider.module.css';

/** A range control in the site's colours, its whole row a 44 px target on touch; give it a label. */
export function Slider({ className, ...rest }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="range" className={[styles.slider, className].filter(Boolean).join(' ')} {...rest} />;
}
