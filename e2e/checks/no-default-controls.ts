import type { Page } from '@playwright/test';

/** A rendered control that still wears the browser's own look, and why it reads as one. */
export interface DefaultControl {
  /** `button`, `input[type=file]`, `select`… */
  control: string;
  /** What a person would call it: its label, text or name. */
  name: string;
  reason: string;
}

/**
 * Every visible `button`, `input`, `select` and `textarea` on the page that looks as the browser
 * draws it unstyled. Each is compared with a control of its kind in an empty frame (the browser's
 * own defaults, whatever its version): a button keeping the default background (`buttonface`) or
 * border, a text field keeping the default border, a select, checkbox, radio or range keeping the
 * native appearance, a file input keeping the native "Choose file" button. Hidden and visually
 * hidden controls (1 px) are not drawn, so not judged.
 */
export async function findDefaultControls(page: Page): Promise<DefaultControl[]> {
  return page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    document.body.append(frame);
    const blank = frame.contentDocument;
    if (!blank) throw new Error('no blank frame to read the browser defaults from');

    const defaults = new Map<string, CSSStyleDeclaration>();
    const defaultOf = (element: Element, pseudo?: string): CSSStyleDeclaration => {
      const type = element instanceof HTMLInputElement ? element.type : '';
      const key = `${element.localName}/${type}/${pseudo ?? ''}`;
      const known = defaults.get(key);
      if (known) return known;
      const twin = blank.createElement(element.localName);
      if (type) twin.setAttribute('type', type);
      blank.body.append(twin);
      const style = (frame.contentWindow ?? window).getComputedStyle(twin, pseudo);
      defaults.set(key, style);
      return style;
    };
    const border = (style: CSSStyleDeclaration) =>
      `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`;
    const nameOf = (element: Element) => {
      const labelled = element as HTMLInputElement;
      const text =
        element.getAttribute('aria-label') ??
        labelled.labels?.[0]?.textContent ??
        (element.localName === 'button' ? element.textContent : null) ??
        element.getAttribute('name') ??
        '';
      return text.replace(/\s+/g, ' ').trim().slice(0, 60);
    };
    const drawn = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
    };

    const BUTTON_TYPES = new Set(['button', 'submit', 'reset', 'image']);
    const APPEARANCE_TYPES = new Set(['checkbox', 'radio', 'range', 'color']);
    const found: { control: string; name: string; reason: string }[] = [];
    for (const element of Array.from(document.querySelectorAll('button, input, select, textarea'))) {
      if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
      if (!drawn(element)) continue;
      const style = getComputedStyle(element);
      const initial = defaultOf(element);
      const type = element instanceof HTMLInputElement ? element.type : '';
      const control = type ? `input[type=${type}]` : element.localName;
      const report = (reason: string) => found.push({ control, name: nameOf(element), reason });

      if (element.localName === 'button' || BUTTON_TYPES.has(type)) {
        if (style.backgroundColor === initial.backgroundColor)
          report(`default background ${style.backgroundColor}`);
        else if (border(style) === border(initial)) report(`default border ${border(style)}`);
      } else if (element.localName === 'select' || APPEARANCE_TYPES.has(type)) {
        if (style.appearance !== 'none') report(`native appearance (${style.appearance})`);
      } else if (type === 'file') {
        const button = getComputedStyle(element, '::file-selector-button');
        const initialButton = defaultOf(element, '::file-selector-button');
        if (button.backgroundColor === initialButton.backgroundColor) report('native "Choose file" button');
      } else if (border(style) === border(initial)) {
        report(`default border ${border(style)}`);
      }
    }
    frame.remove();
    return found;
  });
}
