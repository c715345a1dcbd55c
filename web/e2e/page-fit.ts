// How far a page scrolls sideways, and what sticks out: the narrow-screen browser tests' measure.
import type { Page } from 'playwright-core';

/**
 * How far the page scrolls sideways, with the outermost elements that stick out (to say what to fix). An element
 * inside a scrolling box is left out by its box, unless it is absolutely placed and the box is not positioned
 * (hidden labels in a table): then it escapes and shows here.
 */
export async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 1)
      // the outermost: those whose parent does not stick out too
      .filter(({ element }) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 8)
      .map(({ element, right }) => `${element.tagName.toLowerCase()}.${element.className}${element.getAttribute('aria-label') ?? ''} → ${Math.round(right)}`);
    return { excess: document.documentElement.scrollWidth - width, culprits };
  });
}

