import type { Page } from '@playwright/test';

/** Issue 32's phone limits. */
export const PHONE_LIMITS = { headerPx: 64, layerShare: 0.15 } as const;

/** Phones are the viewports this narrow: the limits below hold there. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? Infinity) <= 600;

/** How far the page reaches past the viewport sideways (0 when it does not scroll sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export interface Layers {
  /** The site header's height, in CSS pixels. */
  headerPx: number;
  /** Share of the viewport covered by fixed or stuck layers other than the header. */
  coveredShare: number;
  /** Those layers, named by tag, label and size, for the report. */
  layers: string[];
  /** Layers lying over the page's H1. */
  overH1: string[];
}

/**
 * The layers a reader sees over the page: the outermost fixed elements, and sticky ones held at
 * their edge of the viewport, that are drawn and not inside the site header (the banner).
 */
export async function fixedLayers(page: Page): Promise<Layers> {
  return page.evaluate(() => {
    const header = document.querySelector('body > header, body > div > header');
    const h1 = document.querySelector('main h1, h1')?.getBoundingClientRect();
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const layers: { name: string; box: DOMRect }[] = [];
    const held = (element: Element, style: CSSStyleDeclaration, box: DOMRect) => {
      if (style.position === 'fixed') return true;
      if (style.position !== 'sticky') return false;
      const top = parseFloat(style.top);
      const bottom = parseFloat(style.bottom);
      return (
        (!Number.isNaN(top) && Math.abs(box.top - top) < 1) ||
        (!Number.isNaN(bottom) && Math.abs(box.bottom - (vh - bottom)) < 1)
      );
    };
    const walk = (element: Element) => {
      if (element === header) return;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      const box = element.getBoundingClientRect();
      const visible = box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < vh;
      if (visible && held(element, style, box)) {
        const label = element.getAttribute('aria-label') ?? element.className.toString().split(' ')[0] ?? '';
        layers.push({
          name: `${element.localName}${label ? ` "${label}"` : ''} ${Math.round(box.height)} px`,
          box,
        });
        return;
      }
      for (const child of Array.from(element.children)) walk(child);
    };
    walk(document.body);
    const area = (box: DOMRect) =>
      Math.max(0, Math.min(box.right, vw) - Math.max(box.left, 0)) *
      Math.max(0, Math.min(box.bottom, vh) - Math.max(box.top, 0));
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return {
      headerPx: header ? header.getBoundingClientRect().height : 0,
      coveredShare: layers.reduce((sum, layer) => sum + area(layer.box), 0) / (vw * vh),
      layers: layers.map((layer) => layer.name),
      overH1: h1 ? layers.filter((layer) => overlaps(layer.box, h1)).map((layer) => layer.name) : [],
    };
  });
}
