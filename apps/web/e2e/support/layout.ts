/**
 * The phone layout gate (issue 19): what a person sees broken although axe passes. Run on a
 * loaded page; returns one line per problem naming the element, empty when the page holds up.
 *
 * - the page scrolls sideways;
 * - text is cut off: an element whose text is wider than its box while it hides the overflow
 *   (overflow hidden/clip or an ellipsis), unless the full text is in its `title` or
 *   `aria-label`;
 * - an interactive target is smaller than 24 × 24 CSS px (WCAG 2.2, 2.5.8), unless it is a
 *   link inside a sentence or a 24 px circle on its centre touches no other target;
 * - a page's primary action (`data-primary-action`) is less than 44 px tall;
 * - a time range ('18:00 – 20:00') or an amount ('$1,250.00') is split over two lines;
 * - at the end of the page, content ends under the fixed bottom bar (or starts under the header).
 */
import type { Page } from 'playwright-core';

/** The problems of the page as it is now (it scrolls to the end and back). */
export async function layoutProblems(page: Page): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const describe = (el: Element): string => {
      const label =
        el.getAttribute('aria-label') ||
        (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40) ||
        el.getAttribute('name') ||
        el.getAttribute('placeholder') ||
        '';
      const id = el.id ? `#${el.id}` : '';
      return `<${el.tagName.toLowerCase()}${id}> "${label}"`;
    };
    const visible = (el: Element): boolean => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    const root = document.documentElement;

    // 1. Sideways scroll.
    if (root.scrollWidth > root.clientWidth + 1) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => visible(el) && el.getBoundingClientRect().right > root.clientWidth + 1)
        .slice(-1)[0];
      found.push(
        `the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)${wide ? `: ${describe(wide)}` : ''}`,
      );
    }

    // 2. Clipped text.
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!visible(el)) continue;
      const hasText = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (!hasText || el.clientWidth <= 2) continue;
      const style = getComputedStyle(el);
      const hides =
        ['hidden', 'clip'].includes(style.overflowX) ||
        ['hidden', 'clip'].includes(style.overflow) ||
        style.textOverflow === 'ellipsis';
      if (!hides || el.scrollWidth <= el.clientWidth + 1) continue;
      // A visually-hidden text for screen readers is not cut off for anyone.
      if (style.position === 'absolute' && el.clientWidth <= 2) continue;
      const full = (el.textContent ?? '').trim();
      const shownElsewhere = [el, el.closest('[title],[aria-label]')].some(
        (node) => node && (node.getAttribute('title') === full || node.getAttribute('aria-label') === full),
      );
      if (!shownElsewhere) found.push(`text is cut off: ${describe(el)} (${el.scrollWidth} > ${el.clientWidth} px)`);
    }

    // 3. Target size (WCAG 2.2, 2.5.8 minimum).
    const targets = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [role=switch], [role=option], [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => visible(el) && !el.closest('[aria-hidden="true"]'));
    const rects = targets.map((el) => el.getBoundingClientRect());
    targets.forEach((el, i) => {
      const rect = rects[i] as DOMRect;
      if (rect.width >= 23.5 && rect.height >= 23.5) return;
      // A link inside a sentence is exempt.
      const parent = el.parentElement;
      const inSentence =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        parent !== null &&
        [...parent.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (inSentence) return;
      // Spacing exception: a 24 px circle on its centre intersects no other target.
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const crowded = rects.some((other, j) => {
        if (j === i) return false;
        const otherEl = targets[j] as HTMLElement;
        if (otherEl.contains(el) || el.contains(otherEl)) return false;
        const nx = Math.max(other.left, Math.min(cx, other.right));
        const ny = Math.max(other.top, Math.min(cy, other.bottom));
        return (nx - cx) ** 2 + (ny - cy) ** 2 < 12 ** 2;
      });
      if (crowded) {
        found.push(
          `target smaller than 24 × 24 px: ${describe(el)} (${Math.round(rect.width)} × ${Math.round(rect.height)})`,
        );
      }
    });

    // 4. Primary actions: at least 44 px tall.
    for (const el of document.querySelectorAll<HTMLElement>('[data-primary-action]')) {
      if (!visible(el)) continue;
      const height = el.getBoundingClientRect().height;
      if (height < 43.5) found.push(`primary action under 44 px tall: ${describe(el)} (${Math.round(height)} px)`);
    }

    // 5. A time range or an amount broken over two lines.
    const together = /\d{1,2}:\d{2}[\s\u2060]*[–-][\s\u2060]*\d{1,2}:\d{2}|\$\s?\d[\d,]*(?:\.\d{2})?(?:\s?MXN)?/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent)) continue;
      for (const match of (node.textContent ?? '').matchAll(together)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const tops = lines.map((rect) => rect.top);
        const lineHeight = Math.min(...lines.map((rect) => rect.height));
        if (lines.length > 1 && Math.max(...tops) - Math.min(...tops) > lineHeight / 2) {
          found.push(`"${match[0]}" is split over two lines: ${describe(parent)}`);
        }
      }
    }
    return found;
  });

  // 5. At the end of the page nothing is under the bottom bar; at the top nothing under the header.
  const covered = await page.evaluate(async () => {
    const found: string[] = [];
    const main = document.querySelector('main');
    if (!main) return found;
    const header = document.querySelector('header');
    const footer = document.querySelector('footer');
    const lastBottom = () => {
      let bottom = 0;
      let last: Element | null = null;
      for (const el of main.querySelectorAll('*')) {
        // A map's panes reach far past its box, which clips them: the map's box is what shows.
        if (el.closest('.leaflet-container') && !el.classList.contains('leaflet-container')) continue;
        const style = getComputedStyle(el);
        if (style.position === 'fixed' || style.display === 'none' || style.visibility === 'hidden') continue;
        const rect = el.getBoundingClientRect();
        if (rect.height > 0 && rect.width > 0 && rect.bottom > bottom) {
          bottom = rect.bottom;
          last = el;
        }
      }
      return { bottom, last };
    };
    const first = main.querySelector('h1, h2, [role=heading]');
    if (header && first) {
      window.scrollTo(0, 0);
      const top = first.getBoundingClientRect().top;
      if (top < header.getBoundingClientRect().bottom - 1) found.push('the first heading starts under the header');
    }
    if (footer && getComputedStyle(footer).position === 'fixed') {
      // Scrolled to the end until the page stops growing (cards drawn at the first idle moment
      // can still arrive, and a measure taken before them reads a stale end).
      for (let tries = 0; tries < 20; tries++) {
        const height = document.documentElement.scrollHeight;
        window.scrollTo(0, height);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        if (document.documentElement.scrollHeight === height) break;
      }
      const { bottom, last } = lastBottom();
      const barTop = footer.getBoundingClientRect().top;
      if (bottom > barTop + 1 && last) {
        found.push(
          `content ends under the bottom bar: <${last.tagName.toLowerCase()}> (${Math.round(bottom)} > ${Math.round(barTop)} px)`,
        );
      }
      window.scrollTo(0, 0);
    }
    return found;
  });
  return [...problems, ...covered];
}
