import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, hueOf, initialsOf } from '../src/components/avatar.tsx';
import { AVATAR_TEXT, avatarBackground } from '../src/components/avatar-colour.ts';

/** WCAG 2.x relative luminance of `#rrggbb` (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance). */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio (L1 + 0.05) / (L2 + 0.05), lighter over darker. */
function contrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('avatar colours', () => {
  it('the formula gives the known ratios: 21 for black on white, 1 for a colour on itself, 4.54 for #767676 on white', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrast('#1f6f8b', '#1f6f8b')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('every background an avatar can get (hues 0–359) has a contrast of at least 4.5 with its white initials', () => {
    const ratios = Array.from({ length: 360 }, (_, hue) => contrast(avatarBackground(hue), AVATAR_TEXT));
    const failing = ratios.map((ratio, hue) => ({ hue, ratio })).filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
    // the old fixed hsl(60 55% 42%) = #a6a630 failed (about 2.4); yellow is darkened, only as far as needed
    expect(contrast('#a6a630', AVATAR_TEXT)).toBeLessThan(4.5);
    expect(ratios[60]).toBeLessThan(5);
    // hues that already passed at 42 % lightness keep it: red stays hsl(0 55% 42%) = #a63030
    expect(avatarBackground(0)).toBe('#a63030');
  });

  it('hueOf only gives hues 0–359, so the list above is every colour', () => {
    for (let i = 0; i < 2000; i++) {
      const hue = hueOf(`user${i}.${(i * 7919).toString(36)}@example.com`);
      expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
    }
  });

  it('draws the background and the initials of the e-mail, hidden from assistive technology', () => {
    const { container } = render(<Avatar email="Ada.Lovelace@example.com" />);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    expect(avatar.getAttribute('data-initials')).toBe(initialsOf('ada.lovelace@example.com'));
    expect(avatar.textContent).toBe('');
    const background = avatarBackground(hueOf('ada.lovelace@example.com'));
    expect(contrast(background, AVATAR_TEXT)).toBeGreaterThanOrEqual(4.5);
    expect(avatar.style.background).not.toBe('');
  });
});
