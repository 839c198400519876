// Issue #34: a Mantine button on a public page must look like one (a background colour or a visible border, and
// padding), whether the server's HTML shows it or the app. Shared by public-buttons.spec and public-pixels.spec.
import type { Page } from '@playwright/test';

/** Visible Mantine buttons (and action icons) without a background colour or a visible border, or without padding. */
export async function unstyledButtons(page: Page) {
  return page.evaluate(() => {
    const transparent = (c: string) => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
    const bad: string[] = [];
    let count = 0;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('button, a.mantine-Button-root'))) {
      const box = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || s.visibility === 'hidden') continue;
      // Variants that are meant to look like text or an icon (Mantine's subtle/transparent, icon buttons, burger).
      const variant = el.getAttribute('data-variant');
      if (variant === 'subtle' || variant === 'transparent') continue;
      if (!el.classList.contains('mantine-Button-root') && !el.classList.contains('mantine-ActionIcon-root')) continue;
      count++;
      const border = parseFloat(s.borderTopWidth) > 0 && !transparent(s.borderTopColor) && s.borderTopStyle !== 'none';
      const padded = el.classList.contains('mantine-ActionIcon-root') || parseFloat(s.paddingLeft) > 0;
      if ((transparent(s.backgroundColor) && !border) || !padded) {
        bad.push(`${el.tagName} "${el.textContent?.trim().slice(0, 40)}" bg=${s.backgroundColor} border=${s.borderTopWidth} padding=${s.paddingLeft}`);
      }
    }
    return { count, bad };
  });
}
